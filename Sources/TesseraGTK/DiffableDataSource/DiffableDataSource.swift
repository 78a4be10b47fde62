import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// Feeds a GTK list view from snapshots of identifiers, with SwiftUI cells: the counterpart of
/// UIKit's `UICollectionViewDiffableDataSource` / `UITableViewDiffableDataSource`.
///
/// The data source owns a `GListStore` (``model``) with one row per item — and, when a
/// ``sectionHeaderProvider`` is set, one header row before each section's items (GTK 4.8 has
/// no section model; header rows are not selectable). ``apply(_:animatingDifferences:completion:)``
/// compares the new snapshot with the current one and changes the store by the fewest
/// `g_list_store_splice` calls (see `ListDiff`): an inserted, deleted or moved item touches only
/// its own rows, so GTK rebinds only those cells. Reloaded items get new rows (their cells are
/// set up again); reconfigured items' visible cells run the cell provider again in place.
///
/// Mapping from UIKit: `IndexPath` → the row's position in ``model`` (``itemIdentifier(forPosition:)``,
/// ``position(for:)``); `UICollectionView` → a `GtkListView`/`GtkGridView` (or a `GtkColumnView`
/// column through ``makeListItemFactory(cellProvider:)``); the cell provider receives a
/// ``ListCell`` GTK already set up instead of dequeuing one; supplementary header views →
/// header rows. Differs from UIKit: `animatingDifferences` is accepted and ignored (GTK 4.8 list
/// views don't animate changes).
@MainActor
public final class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Configures `cell` to show the item (UIKit's `CellProvider`).
    public typealias CellProvider = (_ cell: ListCell, _ position: Int, _ itemIdentifier: ItemIdentifierType) -> Void
    /// Configures `cell` to show a section's header.
    public typealias SectionHeaderProvider = (_ cell: ListCell, _ sectionIdentifier: SectionIdentifierType) -> Void

    /// One row of the model.
    enum Row: Hashable {
        case header(SectionIdentifierType)
        case item(ItemIdentifierType)
    }

    /// The `GListStore *` of rows, as a `GListModel *` (the data source holds a reference).
    public let model: OpaquePointer
    /// The selection model over ``model`` the list view shows (single selection, none at
    /// first), when the data source was made for a list or grid view.
    public private(set) var selectionModel: OpaquePointer?

    /// Makes header rows; takes effect at the next apply.
    public var sectionHeaderProvider: SectionHeaderProvider?

    private let cellProvider: CellProvider
    private let store: OpaquePointer
    private var current = Snapshot()
    /// The key of each row of the store, in order. A row keeps its key while it stays in the
    /// model (moved or not); a new or reloaded row gets a new key.
    private var rowKeys: [UInt] = []
    private var rowForKey: [UInt: Row] = [:]
    private var keyForItem: [ItemIdentifierType: UInt] = [:]
    private var keyForSection: [SectionIdentifierType: UInt] = [:]
    private var nextKey: UInt = 1
    /// Whether the rows include section headers (as of the last apply).
    private var headersShown = false
    private var factories: [ListItemFactory] = []
    /// How many splices the last apply made (tests, benchmarks).
    private(set) var lastSpliceCount = 0

    /// A data source whose rows show in `listView` (a `GtkListView *`), configured by `cellProvider`.
    /// Sets the list view's model (a single selection over ``model``) and factory.
    public convenience init(listView: OpaquePointer, cellProvider: @escaping CellProvider) {
        self.init(cellProvider: cellProvider)
        let selection = makeSingleSelection()
        gtk_list_view_set_model(listView, selection)
        gtk_list_view_set_factory(listView, makeFactory(cellProvider: cellProvider))
    }

    /// A data source whose rows show in `gridView` (a `GtkGridView *`), configured by `cellProvider`.
    public convenience init(gridView: OpaquePointer, cellProvider: @escaping CellProvider) {
        self.init(cellProvider: cellProvider)
        let selection = makeSingleSelection()
        gtk_grid_view_set_model(gridView, selection)
        gtk_grid_view_set_factory(gridView, makeFactory(cellProvider: cellProvider))
    }

    /// A data source not attached to a view: show ``model`` with factories from
    /// ``makeListItemFactory(cellProvider:)`` (one per `GtkColumnView` column, say).
    public init(cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        store = tessera_row_store_new()!
        model = store
    }

    isolated deinit {
        if let selectionModel { g_object_unref(UnsafeMutableRawPointer(selectionModel)) }
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// A new list-item factory (a reference for the caller to give away, e.g. to
    /// `gtk_column_view_column_new`) whose cells show this data source's rows: items through
    /// `cellProvider`, headers through ``sectionHeaderProvider``.
    public func makeListItemFactory(cellProvider: @escaping CellProvider) -> OpaquePointer {
        let factory = makeFactory(cellProvider: cellProvider)
        g_object_ref(UnsafeMutableRawPointer(factory))
        return factory
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// Changes the model to match `snapshot` by the fewest splices, then runs `completion`.
    ///
    /// - Complexity: O(n) for n rows plus O(c log c) for c changes: rows where they were are
    ///   matched by comparing identifiers in order (specialized for your identifier type), only
    ///   the others are hashed, and the diff runs on integer row keys.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        apply(snapshot, matchingRowsBy: { old, oldKeys, new, keys, misses in
            Self.matchRows(old: old, oldKeys: oldKeys, new: new, keys: &keys, misses: &misses)
        })
        completion?()
    }

    /// Appends to `keys` the row key of each item of `new` (a section's items) that is where it
    /// was in `old` (with `oldKeys`, the old rows' keys) or one past it, walking both in order;
    /// for the other items appends 0 and records their index in `new` in `misses`.
    ///
    /// Inlinable so that the comparisons are specialized for the identifier type: they are the
    /// only work done for every row of an apply.
    @inlinable
    static func matchRows(old: [ItemIdentifierType], oldKeys: ArraySlice<UInt>, new: [ItemIdentifierType],
                          keys: inout [UInt], misses: inout [Int]) {
        var cursor = 0
        let base = oldKeys.startIndex
        for index in new.indices {
            let item = new[index]
            if cursor < old.count, old[cursor] == item {
                keys.append(oldKeys[base + cursor])
                cursor += 1
            } else if cursor + 1 < old.count, old[cursor + 1] == item {
                keys.append(oldKeys[base + cursor + 1])
                cursor += 2
            } else {
                keys.append(0)
                misses.append(index)
            }
        }
    }

    /// Matches a section's new items with its old ones (see ``matchRows(old:oldKeys:new:keys:misses:)``).
    @usableFromInline
    typealias RowMatcher = (_ old: [ItemIdentifierType], _ oldKeys: ArraySlice<UInt>, _ new: [ItemIdentifierType],
                            _ keys: inout [UInt], _ misses: inout [Int]) -> Void

    @usableFromInline
    func apply(_ snapshot: Snapshot, matchingRowsBy matching: @escaping RowMatcher) {
        let (newKeys, fresh) = keys(for: snapshot, reusingRows: true, matching: matching)
        let diff = ListDiff(from: rowKeys, to: newKeys)
        replaceRows(by: diff.splices, giving: newKeys, fresh: fresh)
        lastSpliceCount = diff.splices.count
        current = snapshot.settled
        reconfigure(snapshot.reconfiguredItemIdentifiers)
    }

    /// Replaces the whole model by `snapshot`'s rows in one splice (no diff; every row is new).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        let (newKeys, fresh) = keys(for: snapshot, reusingRows: false, matching: nil)
        replaceRows(by: [.init(position: 0, removedCount: rowKeys.count, inserted: newKeys)], giving: newKeys, fresh: fresh)
        lastSpliceCount = 1
        current = snapshot.settled
        completion?()
    }

    // MARK: Positions

    /// The item shown at `position` of ``model`` (nil for a header row or past the end).
    public func itemIdentifier(forPosition position: Int) -> ItemIdentifierType? {
        guard rowKeys.indices.contains(position), case .item(let item) = rowForKey[rowKeys[position]] else { return nil }
        return item
    }

    /// The section of the row at `position` of ``model``.
    public func sectionIdentifier(forPosition position: Int) -> SectionIdentifierType? {
        guard rowKeys.indices.contains(position), let row = rowForKey[rowKeys[position]] else { return nil }
        switch row {
        case .header(let section): return section
        case .item(let item): return current.sectionIdentifier(containingItem: item)
        }
    }

    /// The position of `item`'s row in ``model``.
    /// - Complexity: O(rows).
    public func position(for item: ItemIdentifierType) -> Int? {
        keyForItem[item].flatMap { rowKeys.firstIndex(of: $0) }
    }

    /// The item identifiers read back from the GTK model, row by row (nil for a header row):
    /// what GTK shows, for tests.
    var modelItemIdentifiers: [ItemIdentifierType?] {
        (0..<g_list_model_get_n_items(model)).map { position in
            guard case .item(let item) = rowForKey[tessera_list_model_key_at(model, position)] else { return nil }
            return item
        }
    }

    /// The cell showing `item` now, if its row is bound.
    func cell(for item: ItemIdentifierType) -> ListCell? {
        guard let key = keyForItem[item] else { return nil }
        for factory in factories { if let cell = factory.boundCells[key] { return cell } }
        return nil
    }

    // MARK: Private

    /// The keys of `snapshot`'s rows: existing rows keep theirs (unless reloaded, or when not
    /// `reusingRows`), the others get new keys, returned with their rows in `fresh`.
    private func keys(for snapshot: Snapshot, reusingRows: Bool, matching: RowMatcher?) -> (keys: [UInt], fresh: [UInt: Row]) {
        var keys: [UInt] = []
        keys.reserveCapacity(snapshot.numberOfItems + snapshot.numberOfSections)
        var fresh: [UInt: Row] = [:]
        func allocate(_ row: Row) -> UInt {
            let key = nextKey
            nextKey += 1
            fresh[key] = row
            return key
        }
        let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
        let headers = sectionHeaderProvider != nil
        let oldStarts = reusingRows ? sectionStarts() : [:]
        var misses: [Int] = []
        for section in snapshot.sectionIdentifiers {
            let reloadsSection = !reloadedSections.isEmpty && reloadedSections.contains(section)
            let reuses = reusingRows && !reloadsSection
            if headers {
                keys.append((reuses ? keyForSection[section] : nil) ?? allocate(.header(section)))
            }
            let items = snapshot.itemIdentifiers(inSection: section)
            guard reuses, let matching else {
                for item in items { keys.append(allocate(.item(item))) }
                continue
            }
            // Walk the section's old items alongside: an item where it was takes the old row's
            // key without hashing; the others (misses) are looked up.
            let start = oldStarts[section]
            let oldItems = start == nil ? [] : current.itemIdentifiers(inSection: section)
            let oldKeys = start.map { rowKeys[$0..<($0 + oldItems.count)] } ?? []
            let base = keys.count
            misses.removeAll(keepingCapacity: true)
            matching(oldItems, oldKeys, items, &keys, &misses)
            for index in misses {
                keys[base + index] = keyForItem[items[index]] ?? allocate(.item(items[index]))
            }
        }
        // Reloaded items get new rows: found by their old keys, so items are not hashed one by one.
        let reloadedKeys = reusingRows ? snapshot.reloadedItemIdentifiers.compactMap { keyForItem[$0] } : []
        if let lowest = reloadedKeys.min(), let highest = reloadedKeys.max() {
            // A bit per key in lowest...highest: testing every row's key costs no hashing.
            var marked = [UInt64](repeating: 0, count: Int(highest - lowest) / 64 + 1)
            for key in reloadedKeys { marked[Int(key - lowest) / 64] |= 1 << ((key - lowest) % 64) }
            for index in keys.indices {
                let key = keys[index]
                guard key >= lowest, key <= highest, marked[Int(key - lowest) / 64] & (1 << ((key - lowest) % 64)) != 0,
                      case .item(let item)? = rowForKey[key] else { continue }
                keys[index] = allocate(.item(item))
            }
        }
        return (keys, fresh)
    }

    /// Where each current section's first item row is in `rowKeys`.
    private func sectionStarts() -> [SectionIdentifierType: Int] {
        var starts: [SectionIdentifierType: Int] = [:]
        var position = 0
        for section in current.sectionIdentifiers {
            if headersShown { position += 1 }
            starts[section] = position
            position += current.numberOfItems(inSection: section)
        }
        return position == rowKeys.count ? starts : [:]
    }

    /// Records the `fresh` keys, applies `splices` (front to back, as `ListDiff` makes them) to
    /// the store, makes the row keys `newKeys`, then forgets the keys no longer shown.
    private func replaceRows(by splices: [ListDiff<UInt>.Splice], giving newKeys: [UInt], fresh: [UInt: Row]) {
        // New rows first: GTK binds inserted rows during the splice.
        for (key, row) in fresh {
            rowForKey[key] = row
            switch row {
            case .header(let section): keyForSection[section] = key
            case .item(let item): keyForItem[item] = key
            }
        }
        var removed: [UInt] = []
        var inserted = Set<UInt>()
        var shift = 0  // (rows removed) − (rows inserted) by the splices so far
        for splice in splices {
            let oldStart = splice.position + shift
            removed.append(contentsOf: rowKeys[oldStart..<(oldStart + splice.removedCount)])
            inserted.formUnion(splice.inserted)
            shift += splice.removedCount - splice.inserted.count
            splice.inserted.withUnsafeBufferPointer { buffer in
                tessera_row_store_splice(store, guint(splice.position), guint(splice.removedCount),
                                         buffer.baseAddress, guint(buffer.count))
            }
        }
        rowKeys = newKeys
        headersShown = sectionHeaderProvider != nil
        // A moved row is removed and inserted with the same key: only vanished keys go.
        for key in removed where !inserted.contains(key) {
            switch rowForKey.removeValue(forKey: key) {
            case .header(let section)?: if keyForSection[section] == key { keyForSection[section] = nil }
            case .item(let item)?: if keyForItem[item] == key { keyForItem[item] = nil }
            case nil: break
            }
        }
    }

    private func reconfigure(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let cell = cell(for: item), let position = position(for: item) else { continue }
            cellProvider(cell, position, item)
            cell.setNeedsUpdateConfiguration()
        }
    }

    private func makeSingleSelection() -> OpaquePointer {
        g_object_ref(UnsafeMutableRawPointer(model))
        let single = gtk_single_selection_new(model)!
        gtk_single_selection_set_autoselect(single, 0)
        gtk_single_selection_set_can_unselect(single, 1)
        gtk_single_selection_set_selected(single, guint(GTK_INVALID_LIST_POSITION))
        selectionModel = single
        return single
    }

    /// A factory whose cells show this data source's rows; the data source keeps a reference.
    private func makeFactory(cellProvider: @escaping CellProvider) -> OpaquePointer {
        let factory = ListItemFactory()
        factory.bind = { [weak self] cell, key in self?.bind(cell, key: key, cellProvider: cellProvider) }
        factories.append(factory)
        return factory.factory
    }

    private func bind(_ cell: ListCell, key: UInt, cellProvider: CellProvider) {
        guard let row = rowForKey[key] else { return }
        let position = Int(gtk_list_item_get_position(cell.listItem))
        switch row {
        case .header(let section):
            gtk_list_item_set_selectable(cell.listItem, 0)
            gtk_list_item_set_activatable(cell.listItem, 0)
            cell.traceName = "header \(section)"
            sectionHeaderProvider?(cell, section)
        case .item(let item):
            gtk_list_item_set_selectable(cell.listItem, 1)
            gtk_list_item_set_activatable(cell.listItem, 1)
            cell.traceName = "cell \(item)"
            cellProvider(cell, position, item)
        }
    }
}

/// UIKit's name, for code written against `UICollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
