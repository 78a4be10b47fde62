extension OffscreenHost {
    /// Writes the `@State` at `slot` of the `occurrence`-th view of type `V` (depth-first), as
    /// an action of that view would. For benchmarks and tests that need to reach a state
    /// without a control.
    @_spi(Testing)
    public func writeState<V: View, T>(of type: V.Type, occurrence: Int = 0, slot: Int = 0, value: T) {
        var seen = 0
        let node = graph.root?.first { node in
            guard node.viewType == type else { return false }
            defer { seen += 1 }
            return seen == occurrence
        }
        guard let location = node?.stateSlots[slot] as? StateLocation<T> else {
            preconditionFailure("no State<\(T.self)> at slot \(slot) of \(V.self) #\(occurrence)")
        }
        location.set(value, transaction: Transaction.current)
    }
}
