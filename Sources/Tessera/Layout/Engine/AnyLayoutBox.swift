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

    /// The stack orientation the layout declares (read once: every leaf below reads it on its
    /// first measurement).
    final var stackOrientation: Axis? {
        switch stackOrientationCode {
        case 1: return nil
        case 2: return .horizontal
        case 3: return .vertical
        default:
            let declared = declaredStackOrientation
            stackOrientationCode = declared == nil ? 1 : declared == .horizontal ? 2 : 3
            return declared
        }
    }

    /// ``stackOrientation`` once known: 0 until first read, then 1 for none, 2 horizontal, 3
    /// vertical. In this class, not the generic one, so that it sits at a fixed offset.
    @exclusivity(unchecked) private var stackOrientationCode: UInt8 = 0

    /// The stack orientation the layout declares, found on first use (see ``stackOrientation``).
    var declaredStackOrientation: Axis? { fatalError("abstract") }

    /// Forgets the stack orientation read from the layout (its value changed).
    final func layoutValueDidChange() {
        stackOrientationCode = 0
    }

    /// Whether the layout's size never depends on its subviews (a `GeometryReader`).
    var isSizeIndependentOfChildren: Bool { fatalError("abstract") }

    /// Whether the layout's explicit alignment values come only from its subviews' (see
    /// ``ExplicitAlignmentFromSubviews``).
    var explicitAlignmentFromSubviews: Bool { fatalError("abstract") }

    /// Whether the layout reads its subviews' layout values (a `Grid` reads its `GridRow`s'),
    /// so that a subview's new layout value changes this layout's measurements.
    var readsSubviewLayouts: Bool { fatalError("abstract") }

    /// How many of the node's first children the layout always places: all of them (`Int.max`,
    /// a stack), the first (a modifier run directly), or none known (0: any layout may leave
    /// some unplaced, which the node then centres).
    var placedChildren: Int { 0 }

    /// The layout's size for `proposal` over `node`'s children (`node` is the box's node).
    func sizeThatFits(proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        fatalError("abstract")
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {
        fatalError("abstract")
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) -> CGFloat? {
        fatalError("abstract")
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        fatalError("abstract")
    }

    func subviewsDidChange() {
        fatalError("abstract")
    }
}

/// The concrete box for layouts of type `L`.
///
/// The hot overrides are specialized (`@_specialize`) for the built-in layouts every tree is
/// made of: each override only forwards to a body that isn't inlined, so the generic entry
/// point compares `L` with the listed types and jumps to the body specialized for it before
/// anything needs `L`'s metadata. A box made for a layout whose type is only known at run time
/// (a view's layout role is an existential) otherwise runs generic code: a metadata look-up
/// for `L.Cache?` and witness calls for every copy, on every measurement.
///
/// A stack (`HStackLayout`, `VStackLayout`) runs ``StackLayoutAlgorithm`` on the node's
/// children directly: its cache is `Void` and it reads nothing through ``LayoutSubviews``
/// that the node doesn't have at hand.
@MainActor
final class LayoutBox<L: Layout>: AnyLayoutBox {
    // Unchecked too: read on every measurement; only `replaceValue` writes it, never during one.
    @exclusivity(unchecked) private(set) var value: L
    // Unchecked: read and written around every measurement; no access overlaps another (the
    // layout runs on a local copy of the cache, stored back after it returns).
    @exclusivity(unchecked) private var cache: L.Cache?
    @exclusivity(unchecked) private var cacheIsStale = false
    /// The stack algorithm when the layout is a built-in stack (see the type's notes).
    @exclusivity(unchecked) private var stack: StackLayoutAlgorithm?
    /// Whether the layout is a built-in modifier the box runs on the node's child directly.
    private let isDirectUnary = DirectUnaryLayout.runs(L.self)

    // Facts about the type `L`, found once per type (``LayoutTypeFacts``): dynamic casts to
    // protocol existentials are costly, and these are read on every measurement and invalidation.
    private let facts = LayoutTypeFacts.of(L.self)
    private var forwardsChildTraits: Bool { facts.forwardsChildTraits }
    private var readsContainerSize: Bool { facts.readsContainerSize }
    private let isGeometryReader = L.self == GeometryReaderLayout.self
    private var explicitFromSubviews: Bool { facts.explicitAlignmentFromSubviews }

    init(_ value: L) {
        self.value = value
        stack = Self.stackAlgorithm(of: value)
    }

    private static func stackOrientation(of value: L) -> Axis? {
        if L.self == AnyLayout.self, let erased = value as? AnyLayout {
            return erased.wrappedLayoutProperties.stackOrientation
        }
        return L.layoutProperties.stackOrientation
    }

    private static func stackAlgorithm(of value: L) -> StackLayoutAlgorithm? {
        if L.self == HStackLayout.self { return (value as? HStackLayout)?.algorithm }
        if L.self == VStackLayout.self { return (value as? VStackLayout)?.algorithm }
        return nil
    }

    /// Replaces the layout with another value of the same type, keeping the cache.
    func replaceValue(_ newValue: L) {
        value = newValue
        stack = Self.stackAlgorithm(of: newValue)
        layoutValueDidChange()
        cacheIsStale = true
    }

    override var anyValue: any Layout { value }

    override var forwardsTraits: Bool { forwardsChildTraits }

    override var declaredStackOrientation: Axis? { Self.stackOrientation(of: value) }

    override var isSizeIndependentOfChildren: Bool { isGeometryReader }

    override var explicitAlignmentFromSubviews: Bool { explicitFromSubviews }

    override var readsSubviewLayouts: Bool { L.self == GridLayout.self }

    override var placedChildren: Int { stack != nil ? Int.max : isDirectUnary ? 1 : 0 }

    override func subviewsDidChange() {
        cacheIsStale = true
    }

    /// The value to run: a layout that reads its container's size gets it here.
    @inline(__always)
    private func resolvedValue(node: LayoutNode) -> L {
        if readsContainerSize, let reader = value as? any ContainerSizeReadingLayout {
            return reader.resolved(containerSize: node.enclosingContainerSize) as! L
        }
        return value
    }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
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

    // The hot overrides: each forwards to a body of its own (see the type's notes). The list of
    // types is the built-in layouts most nodes have, most common first: the generic entry
    // compares `L` with them in this order (≈ 1 % of the message list's layout).

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == PassthroughLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == OverlayLayout)
    @_specialize(where L == ZStackLayout)
    override func sizeThatFits(proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        measure(proposal: proposal, node: node)
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == PassthroughLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == OverlayLayout)
    @_specialize(where L == ZStackLayout)
    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {
        place(in: bounds, proposal: proposal, node: node)
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == FixedFrameLayout)
    @_specialize(where L == PassthroughLayout)
    @_specialize(where L == PaddingLayout)
    @_specialize(where L == FlexibleFrameLayout)
    @_specialize(where L == OverlayLayout)
    @_specialize(where L == ZStackLayout)
    override func spacing(node: LayoutNode) -> ViewSpacing {
        resolvedSpacing(node: node)
    }

    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                    node: LayoutNode) -> CGFloat? {
        if let stack { return stack.explicitAlignment(key, in: bounds, proposal: proposal, container: node) }
        if isDirectUnary {
            return node.withPrimaryChild {
                DirectUnaryLayout.explicitAlignment(value, key, in: bounds, proposal: proposal, child: $0)
            } ?? nil
        }
        let subviews = node.subviews
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

    // The bodies: not inlined, so that the overrides' generic entry points stay free of
    // metadata look-ups until they have jumped to a specialization.

    @inline(never)
    private func measure(proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        if let stack { return stack.size(for: proposal, container: node) }
        if isDirectUnary {
            return node.withPrimaryChild { DirectUnaryLayout.sizeThatFits(value, proposal: proposal, child: $0) } ?? .zero
        }
        let subviews = node.subviews
        let layout = resolvedValue(node: node)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @inline(never)
    private func place(in bounds: CGRect, proposal: ProposedViewSize, node: LayoutNode) {
        if let stack { return stack.place(in: bounds, proposal: proposal, container: node) }
        if isDirectUnary {
            node.withPrimaryChild { DirectUnaryLayout.placeChild(value, $0, in: bounds, proposal: proposal) }
            return
        }
        let subviews = node.subviews
        let layout = resolvedValue(node: node)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @inline(never)
    private func resolvedSpacing(node: LayoutNode) -> ViewSpacing {
        if let stack { return stack.spacing(container: node) }
        if isDirectUnary { return node.withPrimaryChild { $0.spacing } ?? .zero }
        let subviews = node.subviews
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
