import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

extension ListCell {
    /// Draws the row separator in the cell (aligned to its SwiftUI text, see
    /// ``ListRowSeparatorLayout``) when the cell's `GtkListView` shows separators, and hides
    /// GTK's own full-width separator on the cell's row.
    func updateSeparator() {
        guard let widget else { return }
        var shows = false
        if let list = gtk_widget_get_ancestor(widget, gtk_list_view_get_type()) {
            shows = gtk_list_view_get_show_separators(OpaquePointer(list)) != 0
            if shows, let row = gtk_widget_get_parent(widget) {
                ListCellSeparatorStyle.install(on: gtk_widget_get_display(row))
                gtk_widget_add_css_class(row, ListCellSeparatorStyle.rowClass)
            }
        }
        if hosting.host.environment.showsCellSeparator != shows {
            hosting.updateEnvironment { $0.showsCellSeparator = shows }
        }
    }
}

/// The style sheet that removes GTK's separator border from rows whose cells draw their own.
@MainActor
enum ListCellSeparatorStyle {
    static let rowClass = "tessera-aligned-separator"
    private static var displays: Set<UnsafeMutableRawPointer> = []

    /// Adds the style sheet to `display` (once per display).
    static func install(on display: OpaquePointer?) {
        guard let display, displays.insert(UnsafeMutableRawPointer(display)).inserted else { return }
        let provider = gtk_css_provider_new()
        let css = "listview.separators > row.\(rowClass) { border-top: none; border-bottom: none; box-shadow: none; }"
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
