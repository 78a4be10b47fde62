import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// A `GtkSignalListItemFactory` whose items are ``ListCell``s: `setup` makes a cell (a hosting
/// widget as the list item's child), `bind` hands it to ``bind`` with the row's key, `unbind`
/// to ``unbind``, `teardown` forgets it.
///
/// GTK owns the factory (set it on a list view, grid view or column-view column); the factory
/// keeps this object alive until it is finalized.
@MainActor
final class ListItemFactory {
    /// The `GtkListItemFactory *` (a new reference, owned by whoever it is given to).
    private(set) var factory: OpaquePointer!
    /// Configures a cell for the row with this key.
    var bind: ((ListCell, UInt) -> Void)?
    /// The cell no longer shows the row with this key.
    var unbind: ((ListCell, UInt) -> Void)?
    private var cells: [UnsafeMutableRawPointer: ListCell] = [:]
    private var boundKeys: [UnsafeMutableRawPointer: UInt] = [:]
    /// Keeps one of the factory's cells open (swiped) at a time.
    private let swipeActionsCoordinator = SwipeActionsCoordinator()

    init() {
        var callbacks = TesseraListItemFactoryCallbacks()
        callbacks.context = Unmanaged.passRetained(self).toOpaque()
        callbacks.setup = { context, item in
            nonisolated(unsafe) let (context, item) = (context, item)
            MainActor.assumeIsolated { ListItemFactory.target(context).setUp(item!) }
        }
        callbacks.bind = { context, item in
            nonisolated(unsafe) let (context, item) = (context, item)
            MainActor.assumeIsolated { ListItemFactory.target(context).bind(item!) }
        }
        callbacks.unbind = { context, item in
            nonisolated(unsafe) let (context, item) = (context, item)
            MainActor.assumeIsolated { ListItemFactory.target(context).unbind(item!) }
        }
        callbacks.teardown = { context, item in
            nonisolated(unsafe) let (context, item) = (context, item)
            MainActor.assumeIsolated { ListItemFactory.target(context).tearDown(item!) }
        }
        callbacks.release = { context in
            Unmanaged<ListItemFactory>.fromOpaque(context!).release()
        }
        factory = tessera_list_item_factory_new(&callbacks)
    }

    /// The cells bound to rows now, by key.
    var boundCells: [UInt: ListCell] {
        var result: [UInt: ListCell] = [:]
        for (item, key) in boundKeys { result[key] = cells[item] }
        return result
    }

    private static func target(_ context: UnsafeMutableRawPointer?) -> ListItemFactory {
        Unmanaged<ListItemFactory>.fromOpaque(context!).takeUnretainedValue()
    }

    private func setUp(_ item: OpaquePointer) {
        let cell = ListCell(listItem: item)
        cell.swipeActionsCoordinator = swipeActionsCoordinator
        cells[UnsafeMutableRawPointer(item)] = cell
    }

    private func bind(_ item: OpaquePointer) {
        guard let cell = cells[UnsafeMutableRawPointer(item)] else { return }
        let key = tessera_row_object_get_key(gtk_list_item_get_item(item))
        boundKeys[UnsafeMutableRawPointer(item)] = key
        bind?(cell, key)
        cell.bound()
    }

    private func unbind(_ item: OpaquePointer) {
        guard let key = boundKeys.removeValue(forKey: UnsafeMutableRawPointer(item)),
              let cell = cells[UnsafeMutableRawPointer(item)] else { return }
        unbind?(cell, key)
    }

    private func tearDown(_ item: OpaquePointer) {
        boundKeys[UnsafeMutableRawPointer(item)] = nil
        cells.removeValue(forKey: UnsafeMutableRawPointer(item))?.tearDown()
    }
}
