/// The graph's bookkeeping for a `ForEach` node: the element keys in order and the rows built
/// so far. Rows are built on demand, so containers can ask for one row without building all.
///
/// Invariants: `keys` holds one key per element, in data order; `rows` holds exactly the built
/// rows, keyed by element key; `node.children` holds the same rows (in data order once all are
/// built).
@MainActor
final class ForEachState {
    private(set) var keys: [ChildKey] = []
    private var offsets: [ChildKey: Int] = [:]
    private var rows: [ChildKey: ViewNode] = [:]
    private var makeRow: (Int) -> any View = { _ in EmptyView() }
    /// Subviews each row contributes, when known from the row type.
    let rowSubviewCount: Int?

    init(rowSubviewCount: Int?) {
        self.rowSubviewCount = rowSubviewCount
    }

    /// Takes a new `ForEach` value: updates the rows already built, removes rows whose element
    /// is gone. Rows not built yet stay unbuilt.
    ///
    /// - Complexity: O(elements) to index the keys, plus the update of each built row.
    func update(keys newKeys: [ChildKey], makeRow: @escaping (Int) -> any View, in node: ViewNode) {
        self.makeRow = makeRow
        keys = newKeys
        offsets = Dictionary(minimumCapacity: newKeys.count)
        for (offset, key) in newKeys.enumerated() { offsets[key] = offset }
        var removed: [ViewNode] = []
        for (key, row) in rows {
            if let offset = offsets[key], case let view = makeRow(offset), row.viewType == type(of: view) {
                row.update(to: view, environment: node.environment)
            } else {
                removed.append(row)
                rows[key] = nil
            }
        }
        for row in removed { row.unmount() }
        node.children = orderedRows()
    }

    /// The row for the element at `offset`, built if needed.
    func row(at offset: Int, in node: ViewNode) -> ViewNode {
        let key = keys[offset]
        if let row = rows[key] { return row }
        // A row built on demand (by a container, during layout) reads state for the ForEach.
        let view = node.graph.withEvaluation(of: node) { makeRow(offset) }
        let row = ViewNode(graph: node.graph, parent: node, key: key, view: view, environment: node.environment)
        rows[key] = row
        node.children.append(row)
        return row
    }

    func materializeAll(in node: ViewNode) {
        guard rows.count < keys.count else { return }
        for offset in keys.indices { _ = row(at: offset, in: node) }
        node.children = orderedRows()
    }

    func subviewCount(in node: ViewNode) -> Int {
        if let rowSubviewCount { return keys.count * rowSubviewCount }
        materializeAll(in: node)
        return node.children.reduce(0) { $0 + $1.subviewCount }
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

    private func orderedRows() -> [ViewNode] {
        if rows.count == keys.count { return keys.map { rows[$0]! } }
        return rows.values.sorted { offsets[$0.key]! < offsets[$1.key]! }
    }
}
