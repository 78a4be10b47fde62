/// The graph's bookkeeping for a `ForEach` node: the element keys in order and the rows built
/// so far. Rows are built on demand, so containers can ask for one row without building all,
/// and a lazy container can release a row it no longer shows (its `@State` is parked and
/// given back when the row is built again).
///
/// Invariants: `keys` identifies every element, in data order (see ``ForEachKeys``: a range
/// needs no per-element storage); `rows` holds exactly the built rows with their offsets in
/// the current data (see ``ForEachRows``); `node.children` holds the same rows in data order;
/// `parked` holds the state of released rows whose key may come back.
///
/// - Complexity: an update costs O(built rows) for range keys, O(elements) for key lists
///   (computing every id is unavoidable there); `row(at:)` and `releaseRow(_:in:)` cost
///   O(built rows) (re-ordering the children).
@MainActor
final class ForEachState {
    private(set) var keys: ForEachKeys = .empty
    /// Offsets of list keys, built on first need after an update.
    private var offsetIndex: [ChildKey: Int]?
    private var rows = ForEachRows()
    /// Released rows' state, with the offset the row had (a hint for finding it again).
    private var parked: [ChildKey: (state: ParkedState, offset: Int)] = [:]
    /// For rows over subviews (`.subviews` keys): the unary node of the subview each built row
    /// shows, to find the row's offset without building other subviews.
    private var subviewNodes: [ChildKey: ViewNode] = [:]
    /// Makes the view of the element at an offset and gives it, in place, to the closure
    /// that builds its node (see ``update(keys:makeRow:updateRow:in:)``).
    private var makeRow: (_ offset: Int, _ node: ViewNode, _ build: (BorrowedView) -> ViewNode) -> ViewNode = { _, _, build in
        BorrowedView.with(value: EmptyView(), build)
    }
    /// Subviews each row contributes, when known from the row type.
    let rowSubviewCount: Int?

    init(rowSubviewCount: Int?) {
        self.rowSubviewCount = rowSubviewCount
    }

    /// The number of built rows (tests and tools).
    var builtRowCount: Int { rows.count }

    /// Takes a new `ForEach` value: updates the rows already built, removes rows whose element
    /// is gone. Rows not built yet stay unbuilt.
    ///
    /// `makeRow` makes the view of the element at an offset (for rows built later), evaluated
    /// for `node` (what it reads is the `ForEach`'s dependency), and passes it in place to
    /// `build` (no `any View` box);
    /// `updateRow` updates a built row with the element at an offset and the environment,
    /// without boxing its view (see ``ViewNode/update(toValue:environment:)``), and returns
    /// `false`, changing nothing, when the row's view type differs.
    func update(keys newKeys: ForEachKeys,
                makeRow: @escaping (_ offset: Int, _ node: ViewNode, _ build: (BorrowedView) -> ViewNode) -> ViewNode,
                updateRow: (ViewNode, Int, EnvironmentValues) -> Bool, in node: ViewNode) {
        self.makeRow = makeRow
        if case .range(let old) = keys, case .range(let new) = newKeys, old == new {
            updateRowsInPlace(in: node, updateRow: updateRow)
            return
        }
        // Rows not built yet change no child node: a container that builds rows on demand
        // must still hear that the elements changed.
        let elementsChanged = !keys.isSameSequence(as: newKeys)
        keys = newKeys
        offsetIndex = nil
        var removed: [ViewNode] = []
        for entry in rows.entries {
            let row = entry.row
            if let offset = locate(row.key, hint: entry.offset), updateRow(row, offset, node.environment) {
                rows[row.key]?.offset = offset
            } else {
                removed.append(row)
                rows[row.key] = nil
                subviewNodes[row.key] = nil
            }
        }
        if !parked.isEmpty {
            for (key, entry) in parked {
                if let offset = locate(key, hint: entry.offset) { parked[key]?.offset = offset } else { parked[key] = nil }
            }
        }
        for row in removed { row.unmount() }
        node.children = NodeChildren(orderedRows())
        if elementsChanged && rowSubviewCount != nil { node.subviewsDidChange() }
    }

    /// ``update(keys:makeRow:updateRow:in:)`` when the range of elements didn't change: every built row
    /// keeps its offset and its place among the children, so no key is hashed or compared.
    /// (When every row is built, a row's offset is its position among the children.)
    private func updateRowsInPlace(in node: ViewNode, updateRow: (ViewNode, Int, EnvironmentValues) -> Bool) {
        let built = node.children
        let allBuilt = built.count == keys.count
        let environment = node.environment
        var removed: [ViewNode] = []
        for (position, row) in built.enumerated() {
            let offset: Int
            if allBuilt {
                offset = position
            } else if let arithmetic = keys.arithmeticOffset(of: row.key), let known = arithmetic {
                offset = known
            } else {
                continue
            }
            if !updateRow(row, offset, environment) { removed.append(row) }
        }
        guard !removed.isEmpty else { return }
        for row in removed {
            rows[row.key] = nil
            row.unmount()
        }
        node.children = NodeChildren(orderedRows())
    }

    /// The offset of `key` in the current data, if it is there.
    func offset(of key: ChildKey) -> Int? { locate(key, hint: nil) }

    private func locate(_ key: ChildKey, hint: Int?) -> Int? {
        if let arithmetic = keys.arithmeticOffset(of: key) { return arithmetic }
        if case .subviews(let subviews) = keys, let source = subviewNodes[key],
           let found = subviews.offset(ofSubviewNode: source) {
            return found
        }
        if let hint, hint < keys.count, keys[hint] == key { return hint }
        if offsetIndex == nil {
            var index: [ChildKey: Int] = Dictionary(minimumCapacity: keys.count)
            for offset in 0..<keys.count { index[keys[offset]] = offset }
            offsetIndex = index
        }
        return offsetIndex?[key]
    }

    /// The row for the element at `offset`, built if needed (with its parked state, if it was
    /// released before).
    func row(at offset: Int, in node: ViewNode) -> ViewNode {
        let index = keys.rowIndex(at: offset)
        if let entry = rows[index] { return entry.row }
        node.isChangingRowOnDemand = true
        defer { node.isChangingRowOnDemand = false }
        let key = keys[offset]
        let row = makeRowNode(key: key, offset: offset, in: node)
        rows[index] = ForEachRows.Entry(row: row, offset: offset)
        if case .subviews(let subviews) = keys { subviewNodes[key] = subviews[offset].resolved.node }
        insertInDataOrder(row, offset: offset, in: node)
        return row
    }

    /// Removes a built row that a lazy container no longer shows. Its state is parked under
    /// its key and reinstalled when the row is built again.
    ///
    /// A row over a subview of another view (`ForEach(subviews:)`) releases that subview's
    /// own row too (whose state is parked by its `ForEach`); its own state is not kept, since
    /// the subview's identity changes when it is built again.
    func releaseRow(_ row: ViewNode, in node: ViewNode) {
        guard rows[row.key]?.row === row else { return }
        node.isChangingRowOnDemand = true
        defer { node.isChangingRowOnDemand = false }
        if case .subviews(let subviews) = keys {
            let offset = rows[row.key]?.offset
            rows[row.key] = nil
            subviewNodes[row.key] = nil
            row.unmount()
            if let index = node.children.firstIndex(where: { $0 === row }) { node.children.remove(at: index) }
            if let offset { subviews.releaseSubview(at: offset) }
            return
        }
        if let state = ParkedState(capturing: row) { parked[row.key] = (state, rows[row.key]?.offset ?? 0) }
        rows[row.key] = nil
        row.unmount()
        if let index = node.children.firstIndex(where: { $0 === row }) { node.children.remove(at: index) }
    }

    /// Inserts a new row among the built ones (which are in data order): appended when it
    /// comes last, as rows mostly are built, else placed by binary search.
    ///
    /// - Complexity: O(log built rows), plus the array insertion.
    private func insertInDataOrder(_ row: ViewNode, offset: Int, in node: ViewNode) {
        if let last = node.children.last, let lastOffset = rows[last.key]?.offset, lastOffset < offset {
            node.children.append(row)
            return
        }
        var low = 0, high = node.children.count
        while low < high {
            let mid = (low + high) / 2
            if (rows[node.children[mid].key]?.offset ?? 0) < offset { low = mid + 1 } else { high = mid }
        }
        node.children.insert(row, at: low)
    }

    /// Builds every row not built yet; the children are then all rows in data order.
    ///
    /// - Complexity: O(elements); a range's rows are found by their `Int` ids, and when none
    ///   was built before no row is looked up at all.
    func materializeAll(in node: ViewNode) {
        guard rows.count < keys.count else { return }
        node.isChangingRowOnDemand = true
        defer { node.isChangingRowOnDemand = false }
        let noneBuilt = rows.isEmpty
        if case .range = keys { rows.reserveCapacity(ids: keys.count) }
        var ordered: [ViewNode] = []
        ordered.reserveCapacity(keys.count)
        for offset in 0..<keys.count {
            let index = keys.rowIndex(at: offset)
            if !noneBuilt, let entry = rows[index] {
                ordered.append(entry.row)
                continue
            }
            let row = makeRowNode(key: keys[offset], offset: offset, in: node)
            rows[index] = ForEachRows.Entry(row: row, offset: offset)
            ordered.append(row)
        }
        node.children = NodeChildren(ordered)
    }

    /// Builds the row node for the element at `offset`, with its parked state if it was
    /// released before. A row built on demand (by a container, during layout) reads state for
    /// the `ForEach`.
    private func makeRowNode(key: ChildKey, offset: Int, in node: ViewNode) -> ViewNode {
        makeRow(offset, node) { view in
            let restoring = parked.isEmpty ? nil : parked.removeValue(forKey: key)?.state
            return ViewNode.make(graph: node.graph, parent: node, key: key, view: view, environment: node.environment,
                                 restoring: restoring, traits: node.traits.childTraits(view.type))
        }
    }

    func subviewCount(in node: ViewNode) -> Int {
        if let rowSubviewCount { return keys.count * rowSubviewCount }
        materializeAll(in: node)
        return node.children.totalSubviewCount
    }

    func subview(at index: Int, in node: ViewNode) -> ResolvedSubview {
        if let rowSubviewCount, rowSubviewCount > 0 {
            return row(at: index / rowSubviewCount, in: node).subview(at: index % rowSubviewCount)
        }
        materializeAll(in: node)
        var remaining = index
        for child in node.children {
            let count = child.subviewCount
            if remaining < count { return child.subview(at: remaining) }
            remaining -= count
        }
        preconditionFailure("subview index out of range")
    }

    /// The first subview index of the element with id `id`, when the row type's subview count
    /// is static (so the index is known without building rows).
    func subviewIndex(ofElement id: AnyHashable) -> Int? {
        guard let rowSubviewCount, let offset = offset(of: .element(id: id, occurrence: 0)) else { return nil }
        return offset * rowSubviewCount
    }

    private func orderedRows() -> [ViewNode] {
        if rows.count == keys.count, rows.count > 0 { return (0..<keys.count).map { rows[keys.rowIndex(at: $0)]!.row } }
        return rows.entries.sorted { $0.offset < $1.offset }.map(\.row)
    }
}
