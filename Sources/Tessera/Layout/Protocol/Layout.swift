import Foundation

/// A type that defines the geometry of a collection of views.
///
/// You traditionally arrange views using built-in layout containers like ``HStackLayout``
/// and `Grid`. For other behaviour, define a type that conforms to `Layout` and implement
/// its two required methods:
///
/// - ``sizeThatFits(proposal:subviews:cache:)`` reports the size of the composite view.
/// - ``placeSubviews(in:proposal:subviews:cache:)`` assigns positions to the subviews.
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         // Calculate and return the size of the layout container.
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         // Tell each subview where to appear.
///     }
/// }
/// ```
///
/// The contract between a layout and the engine that runs it:
/// - The engine calls a layout's methods only on the main actor, synchronously, and never
///   re-enters a layout's methods for the same container while one is running.
/// - `sizeThatFits` may be called many times with different proposals before placement;
///   it must not have side effects other than on `cache`.
/// - `placeSubviews` receives `bounds` in the coordinate space of the container's parent, with
///   a size the layout returned for `proposal`. Positions passed to
///   ``LayoutSubview/place(at:anchor:proposal:)`` are in that same space, so use
///   `bounds.minX`/`bounds.minY`, not zero. A subview the layout doesn't place is placed at
///   the center of `bounds` with the container's proposal.
/// - `makeCache` is called once before the first use; `updateCache` when the subviews or the
///   layout's own value change.
///
/// The built-in stacks, grids and frame modifiers are layouts too, run by the same engine.
///
/// Differs from SwiftUI: `Layout` doesn't refine `Animatable` (Tessera's `Animatable` is
/// declared by the animation system, outside the layout engine); the methods are not main-actor
/// isolated, as in SwiftUI, so `struct MyLayout: Layout { … }` compiles verbatim.
@preconcurrency
public protocol Layout: Sendable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// The type that contains a collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    ///
    /// The default implementation replaces the cache with a new one from ``makeCache(subviews:)``.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Returns the preferred spacing values of the composite view.
    ///
    /// The default implementation merges the spacing preferences of all the subviews on
    /// every edge.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    ///
    /// Return a value in the coordinate space of `bounds`, or `nil` to let the guide take its
    /// default value. The default implementation returns `nil`.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    ///
    /// Return a value in the coordinate space of `bounds`, or `nil` to let the guide take its
    /// default value. The default implementation returns `nil`.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? {
        nil
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? {
        nil
    }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache {
        ()
    }
}
