import CGTK
import CTesseraGTKShim
import Foundation
import Tessera
import TesseraGTK

/// `Showcase --gtk-check biglist` (issue 9's "scrolling realizes only visible cells"): a
/// `GtkListView` of 100,000 SwiftUI cells fed by a `DiffableDataSource`. Step 2 scrolls to the
/// middle, step 3 to the end. Each step reports how many cells GTK set up (distinct
/// `ListCell`s), how many binds the cell provider saw, and which items the mapped cells show.
@MainActor
final class BigListCheck {
    static let itemCount = 100_000
    let window: UnsafeMutablePointer<GtkWidget>
    let scrolled: UnsafeMutablePointer<GtkWidget>
    let dataSource: DiffableDataSource<Int, Int>
    private(set) var cells: [ObjectIdentifier: (cell: ListCell, item: Int)] = [:]
    private(set) var binds = 0

    init() {
        window = gtk_window_new()
        gtk_window_set_title(GTKCast.window(window), "Big list check")
        gtk_window_set_default_size(GTKCast.window(window), 360, 600)
        let list = gtk_list_view_new(nil, nil)!
        scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_window_set_child(GTKCast.window(window), scrolled)
        var cellsSeen: [ObjectIdentifier: (cell: ListCell, item: Int)] = [:]
        var bindCount = 0
        dataSource = DiffableDataSource(listView: OpaquePointer(list)) { cell, _, item in
            bindCount += 1
            cellsSeen[ObjectIdentifier(cell)] = (cell, item)
            cell.contentConfiguration = HostingConfiguration { Text("Row \(item)") }
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<Self.itemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        read = { (cellsSeen, bindCount) }
    }

    private var read: () -> ([ObjectIdentifier: (cell: ListCell, item: Int)], Int) = { ([:], 0) }

    /// Scrolls the list to `fraction` of its height.
    func scroll(to fraction: Double) {
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, range * fraction)
    }

    /// Whether the cells cover the window.
    var settled: Bool {
        let (cells, _) = read()
        return cells.values.contains { gtk_widget_get_mapped($0.cell.widget) != 0 && gtk_widget_get_height($0.cell.widget) > 0 }
    }

    /// "[check] setups N", "binds N", "mapped COUNT FIRST LAST", "rows N" (the model's row count).
    func measure() {
        let (cells, binds) = read()
        let mapped = cells.values.filter { gtk_widget_get_mapped($0.cell.widget) != 0 }.map(\.item)
        checkReport("setups \(cells.count)")
        checkReport("binds \(binds)")
        checkReport("mapped \(mapped.count) \(mapped.min() ?? -1) \(mapped.max() ?? -1)")
        checkReport("rows \(g_list_model_get_n_items(dataSource.model))")
    }

    static func steps(_ measure: inout () -> Void, _ settled: inout () -> Bool, _ keep: inout [AnyObject]) -> [() -> Void] {
        let check = BigListCheck()
        keep.append(check)
        measure = { check.measure() }
        settled = { check.settled }
        return [
            { gtk_window_present(GTKCast.window(check.window)) },
            { check.scroll(to: 0.5) },
            { check.scroll(to: 1) },
        ]
    }
}
