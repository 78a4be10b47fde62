import Foundation

/// A proxy that represents one subview of a layout.
///
/// ``Layout`` methods receive a ``LayoutSubviews`` collection with exactly one proxy for
/// each subview. Use a proxy to measure the subview, read its layout priority, spacing
/// preferences and layout values, and — once, from
/// ``Layout/placeSubviews(in:proposal:subviews:cache:)`` — to place it.
///
/// Two proxies are equal when they stand for the same subview.
public struct LayoutSubview: Equatable, Sendable {
    /// The engine node this proxy stands for.
    let node: LayoutNode

    init(node: LayoutNode) {
        self.node = node
    }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        onMainActor((node, proposal)) { $0.sizeThatFits($1) }
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        onMainActor((node, proposal)) { $0.dimensions(in: $1) }
    }

    /// The layout priority of the subview.
    ///
    /// Set with the `layoutPriority(_:)` view modifier; `0` by default.
    public var priority: Double {
        onMainActor(node) { $0.resolvedLayoutPriority }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        onMainActor(node) { $0.resolvedSpacing }
    }

    /// Gets the value for the subview that's associated with the specified key.
    ///
    /// Returns the key's ``LayoutValueKey/defaultValue`` when the subview doesn't set it.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        onMainActor { node.layoutValue(for: K.self) }
    }

    /// Assigns a position and proposed size to the subview.
    ///
    /// - Parameters:
    ///   - position: Where the anchor of the subview appears, in the coordinate space of the
    ///     `bounds` that the container received.
    ///   - anchor: The unit point on the subview that appears at `position`.
    ///   - proposal: The size proposal from which the subview chooses its size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        onMainActor((node, position, anchor, proposal)) { $0.didPlace(at: $1, anchor: $2, proposal: $3) }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

extension LayoutSubview {
    /// Whether the subview is a `Spacer`, possibly under modifiers.
    var isSpacer: Bool { onMainActor(node) { $0.isSpacer } }

    /// The subviews of this subview's own container (a `GridRow`'s cells, for example).
    var childSubviews: LayoutSubviews { onMainActor { node.subviews } }

    /// The subview's layout when it's of type `L`.
    func layout<L: Layout>(as type: L.Type) -> L? { onMainActor { node.layout as? L } }

    /// Places the subview in `frame` without running its own layout, then lets the caller
    /// place the subview's children.
    ///
    /// A `Grid` uses this to place a `GridRow` and the row's cells itself.
    func placeDirectly(in frame: CGRect, proposal: ProposedViewSize, children: (LayoutSubviews) -> Void) {
        nonisolated(unsafe) let placeChildren = children
        onMainActor { node.didPlaceDirectly(in: frame, proposal: proposal, children: placeChildren) }
    }

    /// Marks the subview as not shown: it gets an empty frame and no display.
    func hide() {
        onMainActor { node.didHide() }
    }
}

/// Runs `body` on the main actor, which must be the current executor.
///
/// Layouts are nonisolated (as in SwiftUI) but the engine only ever calls them from the main
/// actor; this bridges back without requiring `Sendable` results. Debug builds check the
/// executor (`MainActor.assumeIsolated`); release builds skip the check, which is a measurable
/// part of layout (one call per subview query), and call the closure as the standard library's
/// `assumeIsolated` does after its check.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    #if DEBUG
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated { result = body() }
    return result!
    #else
    return withoutActuallyEscaping(body) { (isolated: @escaping @MainActor () -> T) -> T in
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
    #endif
}

/// Runs `body(argument)` on the main actor, which must be the current executor — like
/// ``onMainActor(_:)`` without its cost per call: a closure that captures nothing has no context
/// to allocate, while `withoutActuallyEscaping` moves a capturing closure's context to the
/// heap (one allocation per subview query). Pass what the closure needs as `argument`.
@inline(__always)
func onMainActor<Argument, T>(_ argument: Argument, _ body: @escaping @MainActor (Argument) -> T) -> T {
    #if DEBUG
    MainActor.preconditionIsolated()
    #endif
    return unsafeBitCast(body, to: ((Argument) -> T).self)(argument)
}
