import Foundation

/// The size of a mark along one dimension (a bar's width, a sector's radius).
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Storage: Sendable, Equatable {
        case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat)
    }
    let storage: Storage

    /// The chart chooses the size.
    public static var automatic: MarkDimension { MarkDimension(storage: .automatic) }
    /// A fixed size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(value)) }
    /// The available size (a band's, a sector's radius) minus an inset in points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(value)) }
    /// A fraction of the available size.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(value)) }

    init(storage: Storage) { self.storage = storage }
    /// A fixed size in points.
    public init(floatLiteral value: Double) { storage = .fixed(CGFloat(value)) }
    /// A fixed size in points.
    public init(integerLiteral value: Int) { storage = .fixed(CGFloat(value)) }

    /// The size out of `available` points, or `automatic` when the chart chooses.
    package func resolve(in available: CGFloat, automatic: CGFloat) -> CGFloat {
        switch storage {
        case .automatic: automatic
        case .fixed(let value): value
        case .inset(let value): max(0, available - value)
        case .ratio(let value): available * value
        }
    }
}
