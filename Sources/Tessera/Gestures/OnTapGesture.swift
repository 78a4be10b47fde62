extension View {
    /// Adds an action to perform when this view recognizes a tap gesture.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: { _ in action() }))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        let space = coordinateSpace.coordinateSpace
        return modifier(_TapGestureModifier(count: count, coordinateSpace: space, action: action))
    }

    /// Configures whether this view participates in hit test operations.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        transformEnvironment(\.allowsHitTesting) { $0 = $0 && enabled }
    }
}

/// A modifier that performs an action when its view is tapped `count` times.
///
/// Differs from SwiftUI: the tappable area is the view's frame (SwiftUI uses the drawn
/// content's shape unless `contentShape` says otherwise).
public struct _TapGestureModifier: ViewModifier {
    let count: Int
    var coordinateSpace: CoordinateSpace = .local
    let action: (CGPoint) -> Void
    public typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier {
    static var subviewBehavior: SubviewBehavior { .distributing }
}

extension EnvironmentValues {
    private enum AllowsHitTestingKey: EnvironmentKey { static var defaultValue: Bool { true } }

    /// Whether views in this environment take part in hit testing.
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

/// Something a tap can trigger, found by hit testing.
@MainActor
protocol TapTarget {
    /// How many taps it waits for.
    var tapCount: Int { get }
    /// Performs the action for a tap at `location` (root coordinates) on `node`.
    func performTap(at location: CGPoint, node: ViewNode)
    /// Whether the view in `node` takes taps now (a button drawn by a custom primitive style
    /// leaves them to its style's body).
    func takesTaps(in node: ViewNode) -> Bool
}

extension TapTarget {
    func takesTaps(in node: ViewNode) -> Bool { true }
}

extension _TapGestureModifier: TapTarget {
    var tapCount: Int { count }

    func performTap(at location: CGPoint, node: ViewNode) {
        let frame = node.layoutNode?.globalFrame ?? .zero
        switch coordinateSpace {
        case .global:
            action(location)
        case .local, .named:
            action(CGPoint(x: location.x - frame.minX, y: location.y - frame.minY))
        }
    }
}

extension Button: TapTarget {
    var tapCount: Int { 1 }
    func takesTaps(in node: ViewNode) -> Bool {
        switch node.environment.buttonStyles.last {
        case .primitive(let style)?: style is any BuiltInButtonStyle
        case .style?, nil: true
        }
    }
    func performTap(at location: CGPoint, node: ViewNode) {
        action()
        node.environment.presentationButtonCompletion?.run()
    }
}
