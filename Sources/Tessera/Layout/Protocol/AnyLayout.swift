import Foundation

/// A type-erased instance of the layout protocol.
///
/// Use an `AnyLayout` to switch between layout types without losing the identity of the
/// subviews:
///
/// ```swift
/// let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// ```
public struct AnyLayout: Layout {
    /// The cache of the wrapped layout, type-erased.
    public struct Cache {
        var value: Any
    }

    let storage: any Layout

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            storage = erased.storage
        } else {
            storage = layout
        }
    }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.erasedMakeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.erasedUpdateCache(&cache.value, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.erasedSpacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.erasedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.erasedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &cache.value)
    }

    /// The stack orientation of the wrapped layout.
    var wrappedLayoutProperties: LayoutProperties { type(of: storage).layoutProperties }
}

extension Layout {
    func erasedMakeCache(subviews: Subviews) -> Any {
        makeCache(subviews: subviews)
    }

    func erasedUpdateCache(_ cache: inout Any, subviews: Subviews) {
        // After `AnyLayout` switches to a layout of another type, the old cache is replaced.
        guard var typed = cache as? Cache else {
            cache = makeCache(subviews: subviews)
            return
        }
        updateCache(&typed, subviews: subviews)
        cache = typed
    }

    func erasedSpacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        var typed = cache as! Cache
        defer { cache = typed }
        return spacing(subviews: subviews, cache: &typed)
    }

    func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        var typed = cache as! Cache
        defer { cache = typed }
        return sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    func erasedPlaceSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        var typed = cache as! Cache
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        cache = typed
    }

    func erasedExplicitAlignment(
        of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        var typed = cache as! Cache
        defer { cache = typed }
        switch key.axis {
        case .horizontal:
            return explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                     subviews: subviews, cache: &typed)
        case .vertical:
            return explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                     subviews: subviews, cache: &typed)
        }
    }
}
