/// Facts about a `Layout` type that take a conformance look-up each, found once per type:
/// every container and layout modifier node makes a ``LayoutBox``, and most share a handful of
/// layout types.
@MainActor
struct LayoutTypeFacts {
    /// The layout is a modifier that forwards its primary child's traits.
    let forwardsChildTraits: Bool
    /// The layout reads its container's size.
    let readsContainerSize: Bool
    /// The layout's explicit alignment values come only from its subviews'.
    let explicitAlignmentFromSubviews: Bool

    private static var known: [ObjectIdentifier: LayoutTypeFacts] = [:]

    /// The facts about `type`, found on first use.
    static func of<L: Layout>(_ type: L.Type) -> LayoutTypeFacts {
        let id = ObjectIdentifier(type)
        if let found = known[id] { return found }
        let facts = LayoutTypeFacts(
            forwardsChildTraits: type is any ForwardsChildTraits.Type,
            readsContainerSize: type is any ContainerSizeReadingLayout.Type,
            explicitAlignmentFromSubviews: type is any ExplicitAlignmentFromSubviews.Type)
        known[id] = facts
        return facts
    }
}
