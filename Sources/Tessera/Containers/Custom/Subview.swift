/// An opaque value representing a subview of another view.
///
/// A subview is a resolved view of some content (`ForEach(subviews:)`, `Group(subviews:)`):
/// placing it in a container's body shows the original view, with its identity, state and the
/// modifiers applied to it where it was declared (those apply before the container's).
///
/// Used on the main actor only (it refers to a graph node); `@unchecked Sendable` so that
/// collections of subviews can hand it out from their nonisolated `Collection` requirements.
public struct Subview: View, Identifiable, @unchecked Sendable {
    /// A type-erased identifier for a subview.
    public struct ID: Hashable, Sendable {
        let serial: Int
    }

    let resolved: ResolvedSubview

    /// The identity of the subview.
    public nonisolated var id: ID { ID(serial: serialNumber) }
    private let serialNumber: Int
    private let wrapperSerials: [Int]

    /// The container values associated with the given subview.
    public let containerValues: ContainerValues

    @MainActor
    init(_ resolved: ResolvedSubview) {
        self.resolved = resolved
        self.serialNumber = resolved.id
        self.wrapperSerials = resolved.wrappers.map(\.serial)
        self.containerValues = resolved.containerValues
    }

    public typealias Body = Never
}

extension Subview: PrimitiveView, LayoutRoleProviding {
    /// A subview has no children of its own: it shows the original node, whose layout node it
    /// borrows.
    func layoutRole(in node: ViewNode) -> LayoutRole { .borrowed(resolved.layoutNode) }
}

extension Subview: ViewGraphComparable {
    nonisolated func isGraphEqual(to other: Subview) -> Bool {
        serialNumber == other.serialNumber && wrapperSerials == other.wrapperSerials
    }
}
