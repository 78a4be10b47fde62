/// View content that shows one of two possible children: what `if`/`else` and `switch` in a
/// view builder produce. Each branch is its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        switch storage {
        case .trueContent(let view): node.updateChild(key: .branch(true), view: view, environment: node.environment)
        case .falseContent(let view): node.updateChild(key: .branch(false), view: view, environment: node.environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        switch self {
        case .some(let view): node.updateChild(key: .branch(true), view: view, environment: node.environment)
        case .none: node.updateChildren([], environment: node.environment)
        }
    }
}

/// Marks `Optional` views (see `ViewNode.viewAs(_:)`).
protocol OptionalViewMarker {}

extension Optional: OptionalViewMarker {}
