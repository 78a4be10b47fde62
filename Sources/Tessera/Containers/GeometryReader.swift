/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// The reader takes all the space it is offered. Its content is built with the size from the
/// last layout: when the reader's frame changes, its content is built again and laid out in
/// the same host update.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// What a reader node knows of its last placement.
@MainActor
final class GeometryReaderState {
    var lastFrame: CGRect?
    weak var layoutNode: LayoutNode?
}

extension GeometryReader: PrimitiveView, LayoutRoleProviding {
    func reconcile(in node: ViewNode) {
        let state: GeometryReaderState
        if let existing = node.payload as? GeometryReaderState {
            state = existing
        } else {
            state = GeometryReaderState()
            node.payload = state
        }
        let proxy = GeometryProxy(size: state.lastFrame?.size ?? .zero, layoutNode: state.layoutNode, isPlaced: state.lastFrame != nil)
        node.updateChild(key: .body, view: content(proxy), environment: node.environment)
    }

    func layoutRole(in node: ViewNode) -> LayoutRole { .container(GeometryReaderLayout()) }
}

extension ViewNode {
    /// Hooks a geometry reader's node to its layout: a placement with a new frame rebuilds the
    /// reader's content.
    func attachGeometryReader() {
        guard let state = payload as? GeometryReaderState, let layoutNode, state.layoutNode !== layoutNode else { return }
        state.layoutNode = layoutNode
        let target = WeakNode(self)
        layoutNode.onPlacement = { placed in
            let frame = placed.globalFrame
            guard state.lastFrame != frame else { return }
            state.lastFrame = frame
            target.node?.invalidate()
        }
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    weak var layoutNode: LayoutNode?
    /// Whether the reader has been placed (before its first placement its size is zero).
    var isPlaced = true

    /// The safe area inset of the container view.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @MainActor
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        guard let node = layoutNode else { return CGRect(origin: .zero, size: size) }
        let global = node.globalFrame
        switch coordinateSpace {
        case .global:
            return global
        case .local:
            return CGRect(origin: .zero, size: global.size)
        case .named(let name):
            var ancestor = node.parent
            while let current = ancestor {
                if current.coordinateSpaceName == name {
                    let origin = current.globalFrame.origin
                    return global.offsetBy(dx: -origin.x, dy: -origin.y)
                }
                ancestor = current.parent
            }
            return global
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    @MainActor
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}
