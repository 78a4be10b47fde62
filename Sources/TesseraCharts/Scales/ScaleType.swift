/// The type of a chart scale: linear, logarithmic, categorical or dates.
public struct ScaleType: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case linear, log, category, date }
    let storage: Storage

    /// A linear scale.
    public static let linear = ScaleType(storage: .linear)
    /// A logarithmic scale (base 10 ticks).
    public static let log = ScaleType(storage: .log)
    /// A categorical scale.
    public static let category = ScaleType(storage: .category)
    /// A date scale.
    public static let date = ScaleType(storage: .date)
}
