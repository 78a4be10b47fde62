extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the view's frame.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: { phase in
            switch phase {
            case .active: action(true)
            case .ended: action(false)
            }
        }, reportsMoves: false))
    }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view's frame.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_HoverModifier(action: action, reportsMoves: true, coordinateSpace: coordinateSpace.coordinateSpace))
    }
}

/// The current hovering state and value of the pointer.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

/// Reports the pointer entering, moving over and leaving the modified view.
public struct _HoverModifier: ViewModifier {
    let action: (HoverPhase) -> Void
    let reportsMoves: Bool
    var coordinateSpace: CoordinateSpace = .local
    public typealias Body = Never
}

extension _HoverModifier: PrimitiveModifier {
    static var subviewBehavior: SubviewBehavior { .distributing }
}

extension PointerCoordinator {
    /// Moves the hovering pointer to `location` (`nil`: it left the host): hover actions of the
    /// views it entered, moved over, and left run. Returns whether any ran.
    @discardableResult
    func hover(at location: CGPoint?, in root: ViewNode?) -> Bool {
        var inside: [ObjectIdentifier: (ViewNode, _HoverModifier)] = [:]
        if let location, let root {
            func visit(_ node: ViewNode) {
                if let layoutNode = node.layoutNode, !layoutNode.isPlaced { return }
                guard node.environment.allowsHitTesting, !node.clipsOutEvents(at: location) else { return }
                if let subview = node.viewAs(Subview.self) { return visit(subview.resolved.node) }
                if let hover = node.modifierValue as? _HoverModifier, node.environment.isEnabled,
                   Self.hits(node, location) {
                    inside[ObjectIdentifier(node)] = (node, hover)
                }
                for child in node.walkedChildren { visit(child) }
            }
            for layer in root.graph.eventRoots { visit(layer) }
        }
        var ran = false
        for (id, entry) in hovered where inside[id] == nil {
            if let node = entry.node, node.isMounted, let hover = node.modifierValue as? _HoverModifier {
                hover.action(.ended)
                ran = true
            }
        }
        for (id, (node, hover)) in inside {
            let isNew = hovered[id] == nil
            guard isNew || hover.reportsMoves, let location else { continue }
            let frame = node.layoutNode?.globalFrame ?? .zero
            let point = hover.coordinateSpace == .global ? location : CGPoint(x: location.x - frame.minX, y: location.y - frame.minY)
            hover.action(.active(point))
            ran = true
        }
        hovered = inside.mapValues { WeakNode($0.0) }
        return ran
    }
}
