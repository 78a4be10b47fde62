import CGTK
import CTesseraGTKShim
import Foundation
import Tessera
import TesseraExamples
import TesseraGTK

// Seed 002 ("Use SwiftUI with UIKit") ported to GTK: an existing GTK program adopting SwiftUI
// piece by piece. `Showcase --health` opens a GTK window whose GtkListView is fed by a
// DiffableDataSource with SwiftUI cells (HostingConfiguration): the heart-rate cell, health
// categories with a checkmark while selected (configurationUpdateHandler), and medical
// conditions observed as ObservableObjects (their text changes without a new snapshot); a
// GtkMenuButton's popover hosts the seed's HeartRateView and always fits it (sizingOptions).

/// The list's sections and items, by identifier (seed 002's rule: identifiers, not objects).
enum HealthSection: Hashable, CustomStringConvertible {
    case heartRate, categories, conditions

    var description: String {
        switch self {
        case .heartRate: "Heart"
        case .categories: "Categories"
        case .conditions: "Medical Conditions"
        }
    }
}

enum HealthItem: Hashable, CustomStringConvertible {
    case heartRate
    case category(Int)
    case condition(Int)

    var description: String {
        switch self {
        case .heartRate: "heart-rate"
        case .category(let index): "category-\(index)"
        case .condition(let index): "condition-\(index)"
        }
    }
}

/// The health window: a GTK program's own widgets around SwiftUI content.
@MainActor
final class HealthDemo {
    let heartData = HeartData(beatsPerMinute: 78)
    let categories = [
        HealthCategoryView(name: "Activity", systemImage: "star.fill"),
        HealthCategoryView(name: "Heart", systemImage: "heart.fill"),
        HealthCategoryView(name: "Sleep", systemImage: "bell.fill"),
    ]
    var conditions = [
        MedicalCondition(text: "Asthma"),
        MedicalCondition(text: "Seasonal allergies"),
        MedicalCondition(text: "High blood pressure"),
        MedicalCondition(text: "Migraine"),
    ]
    let window: UnsafeMutablePointer<GtkWidget>
    let listView: OpaquePointer
    private(set) var dataSource: DiffableDataSource<HealthSection, HealthItem>!
    let popover: HostingWidget<HeartRateView>
    /// How many snapshots were applied (the checks show a model change needs none).
    private(set) var applyCount = 0
    /// Whether each category's cell was last configured with the checkmark.
    private(set) var showsCheckmark: [HealthItem: Bool] = [:]
    /// The cell each item was last configured in (the checks read where the rows are).
    private(set) var cellsShowing: [HealthItem: ListCell] = [:]
    /// The conditions flagged with their cell's swipe action, by text (the checks read it).
    private(set) var flaggedConditions: [String] = []

    init(width: Int32 = 380, height: Int32 = 640) {
        window = gtk_window_new()
        gtk_window_set_title(GTKCast.window(window), "Health")
        gtk_window_set_default_size(GTKCast.window(window), width, height)

        // A native header: a label and a menu button whose popover hosts SwiftUI.
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        let title = gtk_label_new("Health data")!
        gtk_widget_set_hexpand(title, 1)
        gtk_widget_set_halign(title, GTK_ALIGN_START)
        gtk_box_append(GTKCast.box(header), title)
        popover = HostingWidget(rootView: HeartRateView(data: heartData))
        popover.sizingOptions = .preferredContentSize
        gtk_box_append(GTKCast.box(header), makeMenuButton(label: "Current rate", popoverChild: popover.widget).button)
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(header, 8)
        }

        // The list: a GtkListView in a scrolled window, fed by the diffable data source.
        let list = gtk_list_view_new(nil, nil)!
        listView = OpaquePointer(list)
        gtk_list_view_set_show_separators(listView, 1)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(GTKCast.box(column), header)
        gtk_box_append(GTKCast.box(column), scrolled)
        gtk_window_set_child(GTKCast.window(window), column)

        dataSource = DiffableDataSource(listView: listView) { [unowned self] cell, _, item in
            configure(cell, for: item)
        }
        dataSource.sectionHeaderProvider = { cell, section in
            cell.configurationUpdateHandler = nil
            cell.contentConfiguration = HostingConfiguration {
                Text(section.description).font(.headline)
            }
            .margins(.top, 16)
            .margins(.bottom, 4)
        }
        apply()
    }

    /// The snapshot of the current data, applied.
    func apply() {
        var snapshot = DiffableDataSourceSnapshot<HealthSection, HealthItem>()
        snapshot.appendSections([.heartRate, .categories, .conditions])
        snapshot.appendItems([.heartRate], toSection: .heartRate)
        snapshot.appendItems(categories.indices.map { .category($0) }, toSection: .categories)
        snapshot.appendItems(conditions.indices.map { .condition($0) }, toSection: .conditions)
        dataSource.apply(snapshot, animatingDifferences: false)
        applyCount += 1
    }

    /// Replaces a condition's model object: its row stays, its cell is configured again
    /// (`reconfigureItems`) to observe the new object.
    func replaceCondition(_ index: Int, with condition: MedicalCondition) {
        conditions[index] = condition
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([.condition(index)])
        dataSource.apply(snapshot, animatingDifferences: false)
        applyCount += 1
    }

    /// Seed 002's cells: one configuration per kind of item.
    private func configure(_ cell: ListCell, for item: HealthItem) {
        cellsShowing[item] = cell
        switch item {
        case .heartRate:
            cell.configurationUpdateHandler = nil
            // The cell shows the rate the header's popover shows (both observe heartData).
            let heartData = heartData
            cell.contentConfiguration = HostingConfiguration {
                HeartRateCellContent(data: heartData)
            }
            .minSize(height: 96)
        case .category(let index):
            let category = categories[index]
            cell.configurationUpdateHandler = { [weak self] cell, state in
                cell.contentConfiguration = HostingConfiguration {
                    HStack {
                        category
                        Spacer()
                        if state.isSelected {
                            Image(systemName: "checkmark")
                        }
                    }
                }
                self?.showsCheckmark[item] = state.isSelected
            }
        case .condition(let index):
            cell.configurationUpdateHandler = nil
            let condition = conditions[index]
            cell.contentConfiguration = HostingConfiguration {
                MedicalConditionView(condition: condition)
                    .swipeActions(edge: .trailing) {
                        // The action holds the model object, not the row's index (seed 002's advice).
                        Button("Flag") { [weak self] in self?.flaggedConditions.append(condition.text) }
                            .tint(.orange)
                    }
            }
        }
    }

    func present() { gtk_window_present(GTKCast.window(window)) }
}

/// Casts between GTK's pointer types (C casts Swift can't write).
enum GTKCast {
    static func window(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    }
    static func box(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
    }
    static func popover(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkPopover.self)
    }
}

/// A GtkMenuButton labelled `label` whose GtkPopover shows `child`.
@MainActor
func makeMenuButton(label: String, popoverChild child: UnsafeMutablePointer<GtkWidget>)
    -> (button: UnsafeMutablePointer<GtkWidget>, popover: UnsafeMutablePointer<GtkWidget>) {
    let popover = gtk_popover_new()!
    gtk_popover_set_child(GTKCast.popover(popover), child)
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_label(OpaquePointer(button), label)
    gtk_menu_button_set_popover(OpaquePointer(button), popover)
    return (button, popover)
}

/// Runs GTK's main loop until every window is closed.
@MainActor
func runGTKMainLoop() {
    let toplevels = gtk_window_get_toplevels()
    while g_list_model_get_n_items(toplevels) > 0 {
        g_main_context_iteration(nil, 1)
    }
}

/// Runs every `milliseconds` on GLib's main loop while `tick` returns true.
@MainActor
func every(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) {
    final class Box { let tick: @MainActor () -> Bool; init(_ tick: @escaping @MainActor () -> Bool) { self.tick = tick } }
    let context = Unmanaged.passRetained(Box(tick)).toOpaque()
    g_timeout_add(milliseconds, { context in
        nonisolated(unsafe) let context = context
        return MainActor.assumeIsolated {
            let box = Unmanaged<Box>.fromOpaque(context!)
            if box.takeUnretainedValue().tick() { return 1 }
            box.release()
            return 0
        }
    }, context)
}

/// `Showcase --health`: the seed 002 window; `Showcase --gtk-check NAME`: a scenario the GTK
/// tests drive under Xvfb. Returns the exit status, or nil when neither flag was given.
@MainActor
func runHealthDemoIfRequested() -> Int32? {
    let arguments = CommandLine.arguments
    let check = arguments.firstIndex(of: "--gtk-check").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    guard arguments.contains("--health") || check != nil else { return nil }
    guard gtk_init_check() != 0 else {
        FileHandle.standardError.write(Data("GTK could not open a display.\n".utf8))
        return 1
    }
    tessera_attach_main_dispatch_queue()
    if let check {
        guard let scenario = GTKCheckScenario(name: check) else {
            FileHandle.standardError.write(Data("unknown check \(check)\n".utf8))
            return 2
        }
        scenario.start()
        runGTKMainLoop()
        return 0
    }
    let demo = HealthDemo()
    demo.present()
    // The heart rate changes every two seconds: the popover's HeartRateView observes it.
    every(milliseconds: 2_000) {
        demo.heartData.beatsPerMinute = Int.random(in: 62...96)
        return true
    }
    runGTKMainLoop()
    return 0
}
