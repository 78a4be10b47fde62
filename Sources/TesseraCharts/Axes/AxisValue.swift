/// One value of an axis, given to the content of `AxisMarks`.
public struct AxisValue {
    /// The index of this value among the axis's values.
    public let index: Int
    /// The number of values on the axis.
    public let count: Int
    package let plotValue: PlotValue

    package init(index: Int, count: Int, plotValue: PlotValue) {
        self.index = index
        self.count = count
        self.plotValue = plotValue
    }

    /// The value as a plottable type, or nil when it isn't one of those.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch plotValue {
        case .number(let number):
            if let value = Double(number) as? P.PrimitivePlottable { return P(primitivePlottable: value) }
            if let value = Int(exactly: number) as? P.PrimitivePlottable { return P(primitivePlottable: value) }
            if let value = Float(number) as? P.PrimitivePlottable { return P(primitivePlottable: value) }
            return nil
        case .date(let date): return (date as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .category(let name): return (name as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        }
    }
}
