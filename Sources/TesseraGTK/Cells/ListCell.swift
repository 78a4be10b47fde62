import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// A cell of a `GtkListView`, `GtkGridView` or `GtkColumnView` whose content is SwiftUI: the
/// counterpart of UIKit's `UICollectionViewListCell` with a `UIHostingConfiguration`.
///
/// A list-item factory (``DiffableDataSource`` makes one) creates a cell per `GtkListItem` GTK
/// sets up and reuses it for whatever row GTK binds to that item. The cell's widget is a
/// ``HostingWidget`` with self-sizing (``HostingWidgetSizingOptions/intrinsicContentSize``):
/// GTK asks it for its height at the row's width, and when the SwiftUI content changes size —
/// an `@Published` property of the model the content observes grew its text onto a second
/// line — the widget queues a resize and the row follows, with no snapshot to apply.
///
/// Set ``contentConfiguration`` to show content; set ``configurationUpdateHandler`` to build
/// the configuration from the cell's ``configurationState`` (selected, highlighted, focused,
/// disabled): the handler runs when the cell is bound to a row and again whenever the state
/// changes.
@MainActor
public final class ListCell {
    /// The cell's `GtkWidget *` (the list item's child).
    public var widget: UnsafeMutablePointer<GtkWidget>! { hosting.widget }
    /// The `GtkListItem *` the cell belongs to.
    public let listItem: OpaquePointer

    /// The content; setting it updates what the cell shows (nil: empty).
    public var contentConfiguration: (any CellContentConfiguration)? {
        didSet { showConfiguration() }
    }

    /// Builds the configuration from the cell's state; runs when the cell is bound to a row and
    /// whenever ``configurationState`` changes.
    public var configurationUpdateHandler: ((ListCell, CellConfigurationState) -> Void)? {
        didSet { updateConfiguration() }
    }

    /// The cell's current state.
    public private(set) var configurationState = CellConfigurationState()

    /// The insets a ``HostingConfiguration``'s content gets on edges its `margins` don't set:
    /// 11 points top and bottom, 16 leading and trailing (UIKit's list-cell layout margins and
    /// SwiftUI's default list-row insets; GTK's own row padding adds to these).
    public var layoutMargins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16) {
        didSet { if layoutMargins != oldValue { showConfiguration() } }
    }

    let hosting: HostingWidget<CellContentView>
    /// Keeps one cell open at a time among the cells of one factory.
    var swipeActionsCoordinator: SwipeActionsCoordinator?
    private var watcher: Unmanaged<CellWatcher>?
    private var focusHandler: (object: UnsafeMutablePointer<GtkWidget>, id: gulong)?
    private var selectedHandler: gulong = 0
    private var isPressed = false

    init(listItem: OpaquePointer) {
        self.listItem = listItem
        hosting = HostingWidget(rootView: .empty)
        hosting.sizingOptions = .intrinsicContentSize
        gtk_list_item_set_child(listItem, hosting.widget)
        let watcher = Unmanaged.passRetained(CellWatcher(cell: self))
        self.watcher = watcher
        let context = watcher.toOpaque()
        selectedHandler = tessera_signal_connect_notify(UnsafeMutableRawPointer(listItem), "selected", { context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { CellWatcher.cell(context)?.stateChanged() }
        }, context)
        tessera_signal_connect_notify(UnsafeMutableRawPointer(hosting.widget), "sensitive", { context in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { CellWatcher.cell(context)?.stateChanged() }
        }, context)
        tessera_widget_watch_press(hosting.widget, { context, pressed in
            nonisolated(unsafe) let context = context
            MainActor.assumeIsolated { CellWatcher.cell(context)?.pressChanged(pressed != 0) }
        }, context)
        if let row = gtk_widget_get_parent(hosting.widget) {
            let id = tessera_signal_connect_notify(UnsafeMutableRawPointer(row), "has-focus", { context in
                nonisolated(unsafe) let context = context
                MainActor.assumeIsolated { CellWatcher.cell(context)?.stateChanged() }
            }, context)
            focusHandler = (row, id)
        }
    }

    /// Runs the configuration update handler with the current state (UIKit's
    /// `setNeedsUpdateConfiguration`, run at once rather than before the next layout).
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// A name for traces and tests (`TESSERA_TRACE=1` prints each cell's frames under it).
    var traceName: String? {
        get { hosting.traceName }
        set { hosting.traceName = newValue }
    }

    /// The hosted view tree (tests).
    var tree: ResolvedTree { hosting.host.tree }

    /// Stops watching GTK (the list item is being torn down).
    func tearDown() {
        if let (object, id) = focusHandler { g_signal_handler_disconnect(UnsafeMutableRawPointer(object), id) }
        focusHandler = nil
        if selectedHandler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(listItem), selectedHandler) }
        selectedHandler = 0
        watcher?.takeUnretainedValue().cell = nil
        // The watcher stays allocated: the widget's press and sensitivity handlers may still
        // call it (they find no cell) until GTK finalizes the widget.
    }

    // MARK: State

    fileprivate func pressChanged(_ pressed: Bool) {
        isPressed = pressed
        stateChanged()
    }

    fileprivate func stateChanged() {
        let state = currentState()
        guard state != configurationState else { return }
        configurationState = state
        updateConfiguration()
    }

    private func currentState() -> CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = gtk_list_item_get_selected(listItem) != 0
        state.isHighlighted = isPressed
        state.isFocused = focusHandler.map { gtk_widget_has_focus($0.object) != 0 } ?? false
        if let widget = hosting.widget { state.isDisabled = gtk_widget_is_sensitive(widget) == 0 }
        return state
    }

    /// Called when the cell is bound to a row: the state is read afresh and the handler runs.
    func bound() {
        updateSeparator()
        configurationState = currentState()
        updateConfiguration()
    }

    private func updateConfiguration() {
        guard let handler = configurationUpdateHandler else { return }
        handler(self, configurationState)
    }

    private func showConfiguration() {
        guard let configuration = contentConfiguration as? any CellViewConfiguration else {
            hosting.rootView = .empty
            return
        }
        var view = configuration.cellView(layoutMargins: layoutMargins)
        view.swipeActionsCoordinator = swipeActionsCoordinator
        hosting.rootView = view
    }
}

/// The target of a cell's GTK signal handlers; forgets the cell when it is torn down.
@MainActor
private final class CellWatcher {
    weak var cell: ListCell?
    init(cell: ListCell) { self.cell = cell }

    static func cell(_ context: UnsafeMutableRawPointer?) -> ListCell? {
        guard let context else { return nil }
        return Unmanaged<CellWatcher>.fromOpaque(context).takeUnretainedValue().cell
    }
}
