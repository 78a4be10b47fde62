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

/// Two conditional contents are equal when they show the same branch with equal views, so an
/// `if`/`else` row whose branch and values didn't change skips its update.
extension _ConditionalContent: ViewGraphComparable {
    nonisolated func isGraphEqual(to other: Self) -> Bool {
        switch (storage, other.storage) {
        case let (.trueContent(lhs), .trueContent(rhs)): ComparisonPlans.isEqual(lhs, rhs)
        case let (.falseContent(lhs), .falseContent(rhs)): ComparisonPlans.isEqual(lhs, rhs)
        default: false
        }
    }
}
