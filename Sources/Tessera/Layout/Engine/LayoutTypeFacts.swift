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

    /// The facts found so far, in the order their types were first asked for. A scan: a
    /// program uses a handful of layout types, the built-in ones first, and comparing a few
    /// identifiers costs less than hashing one (every container node made asks).
    /// (Unchecked: main actor only, and no access overlaps another.)
    @exclusivity(unchecked) private static var known: [(type: ObjectIdentifier, facts: LayoutTypeFacts)] = []

    /// The facts about `type`, found on first use.
    static func of<L: Layout>(_ type: L.Type) -> LayoutTypeFacts {
        let id = ObjectIdentifier(type)
        for entry in known where entry.type == id { return entry.facts }
        let facts = LayoutTypeFacts(
            forwardsChildTraits: type is any ForwardsChildTraits.Type,
            readsContainerSize: type is any ContainerSizeReadingLayout.Type,
            explicitAlignmentFromSubviews: type is any ExplicitAlignmentFromSubviews.Type)
        known.append((id, facts))
        return facts
    }
}
