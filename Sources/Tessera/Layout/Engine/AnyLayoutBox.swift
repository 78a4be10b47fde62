import Foundation

/// The type-erased holder of a container node's ``Layout`` and the layout's `Cache`.
///
/// The cache is made on first use and updated (through `updateCache`) before the next use
/// after the subviews or the layout value change.
@MainActor
class AnyLayoutBox {
    /// The layout, type-erased.
    var anyValue: any Layout { fatalError("abstract") }

    /// Whether the layout is a modifier that forwards its primary child's traits.
    var forwardsTraits: Bool { fatalError("abstract") }

    /// The stack orientation the layout declares.
    var stackOrientation: Axis? { fatalError("abstract") }

    /// Whether the layout's size never depends on its subviews (a `GeometryReader`).
    var isSizeIndependentOfChildren: Bool { fatalError("abstract") }

    /// Whether the layout's explicit alignment values come only from its subviews' (see
    /// ``ExplicitAlignmentFromSubviews``).
    var explicitAlignmentFromSubviews: Bool { fatalError("abstract") }

    /// Whether the layout reads its subviews' layout values (a `Grid` reads its `GridRow`s'),
    /// so that a subview's new layout value changes this layout's measurements.
    var readsSubviewLayouts: Bool { fatalError("abstract") }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        fatalError("abstract")
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        fatalError("abstract")
    }

    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, node: LayoutNode
    ) -> CGFloat? {
        fatalError("abstract")
    }

    func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        fatalError("abstract")
    }

    func subviewsDidChange() {
        fatalError("abstract")
    }
}

/// The concrete box for layouts of type `L`.
///
/// Not final: the built-in layouts every tree is made of have subclasses of their own
/// (``make(_:)``, `BuiltInLayoutBoxes.swift`) whose overrides run the code below specialized
/// for their type. A box made for a layout whose type is only known at run time (a view's
/// layout role is an existential) otherwise runs generic code: a metadata look-up for
/// `L.Cache?` and witness calls for every copy, on every measurement.
@MainActor
class LayoutBox<L: Layout>: AnyLayoutBox {
    // Unchecked too: read on every measurement; only `replaceValue` writes it, never during one.
    @exclusivity(unchecked) private(set) final var value: L
    // Unchecked: read and written around every measurement; no access overlaps another (the
    // layout runs on a local copy of the cache, stored back after it returns).
    @exclusivity(unchecked) private final var cache: L.Cache?
    @exclusivity(unchecked) private final var cacheIsStale = false

    // Facts about the type `L`, found once per type (``LayoutTypeFacts``): dynamic casts to
    // protocol existentials are costly, and these are read on every measurement and invalidation.
    private final let facts = LayoutTypeFacts.of(L.self)
    private final var forwardsChildTraits: Bool { facts.forwardsChildTraits }
    private final var readsContainerSize: Bool { facts.readsContainerSize }
    private final let isGeometryReader = L.self == GeometryReaderLayout.self
    private final let isTypeErased = L.self == AnyLayout.self
    private final var explicitFromSubviews: Bool { facts.explicitAlignmentFromSubviews }

    /// Use ``make(_:)``, which picks a built-in layout's own box.
    init(_ value: L) {
        self.value = value
    }

    /// Replaces the layout with another value of the same type, keeping the cache.
    final func replaceValue(_ newValue: L) {
        value = newValue
        cacheIsStale = true
    }

    final override var anyValue: any Layout { value }

    final override var forwardsTraits: Bool { forwardsChildTraits }

    final override var stackOrientation: Axis? {
        if isTypeErased, let erased = value as? AnyLayout { return erased.wrappedLayoutProperties.stackOrientation }
        return L.layoutProperties.stackOrientation
    }

    final override var isSizeIndependentOfChildren: Bool { isGeometryReader }

    final override var explicitAlignmentFromSubviews: Bool { explicitFromSubviews }

    final override var readsSubviewLayouts: Bool { L.self == GridLayout.self }

    final override func subviewsDidChange() {
        cacheIsStale = true
    }

    /// The value to run: a layout that reads its container's size gets it here.
    @inline(__always)
    private final func resolvedValue(node: LayoutNode) -> L {
        if readsContainerSize, let reader = value as? any ContainerSizeReadingLayout {
            return reader.resolved(containerSize: node.enclosingContainerSize) as! L
        }
        return value
    }

    @inline(__always)
    private final func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let existing = cache {
            current = existing
            if cacheIsStale { value.updateCache(&current, subviews: subviews) }
        } else {
            current = value.makeCache(subviews: subviews)
        }
        cacheIsStale = false
        let result = body(&current)
        cache = current
        return result
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, subviews: subviews, node: node)
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        place(in: bounds, proposal: proposal, subviews: subviews, node: node)
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: LayoutSubviews, node: LayoutNode
    ) -> CGFloat? {
        let layout = resolvedValue(node: node)
        return withCache(subviews) { cache in
            switch key.axis {
            case .horizontal:
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)
            case .vertical:
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)
            }
        }
    }

    override func spacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(subviews: subviews, node: node)
    }

    // The bodies of the hot overrides, inlined into (and so specialized for) the built-in
    // boxes' overrides.

    @inline(__always)
    final func measure(proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) -> CGSize {
        let layout = resolvedValue(node: node)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @inline(__always)
    final func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, node: LayoutNode) {
        let layout = resolvedValue(node: node)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @inline(__always)
    final func resolvedSpacing(subviews: LayoutSubviews, node: LayoutNode) -> ViewSpacing {
        let layout = resolvedValue(node: node)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

/// A layout over one primary subview whose traits (layout priority, layout values, being a
/// spacer, the enclosing stack's axis) pass through to its parent: the modifier layouts.
protocol ForwardsChildTraits {}

/// A layout whose size depends on the size of the nearest container (`containerRelativeFrame`).
protocol ContainerSizeReadingLayout: Layout {
    /// A copy of the layout that measures against `containerSize` (`nil` when unknown).
    func resolved(containerSize: CGSize?) -> Self
}

extension ContainerSizeReadingLayout {
    func resolved(containerSize: CGSize?) -> any Layout {
        let typed: Self = resolved(containerSize: containerSize)
        return typed
    }
}
