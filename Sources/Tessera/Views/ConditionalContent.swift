/// View content that shows one of two possible children: what `if`/`else` and `switch` in a
/// view builder produce. Each branch is its own identity.
///
/// An enum itself (not a struct around a nested storage enum, as in SwiftUI): every copy and
/// `switch` of a nested generic enum looks its metadata up again, which on a deep hierarchy of
/// conditionals costs more than the rest of the comparison.
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The first (`if`) branch is shown.
    case trueContent(TrueContent)
    /// The second (`else`) branch is shown.
    case falseContent(FalseContent)

    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        // A conditional that differs in the same branch differs in that branch's view: the
        // child needn't compare it again (a new branch makes a new child anyway).
        let differs = node.isUpdatingChangedView
        switch self {
        case .trueContent(let view):
            node.updateChild(key: .branch(true), view: view, environment: node.environment, knownToDiffer: differs)
        case .falseContent(let view):
            node.updateChild(key: .branch(false), view: view, environment: node.environment, knownToDiffer: differs)
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
        isEqual(to: other, whenTrue: ComparisonPlans.comparer(for: TrueContent.self),
                whenFalse: ComparisonPlans.comparer(for: FalseContent.self))
    }

    /// Whether both show the same branch with equal views, by the branches' comparers.
    nonisolated func isEqual(to other: Self, whenTrue: MemoryComparer, whenFalse: MemoryComparer) -> Bool {
        // One branch at a time (no tuple of both values is built and copied).
        switch self {
        case .trueContent(let lhs):
            guard case .trueContent(let rhs) = other else { return false }
            return ComparisonPlans.isEqual(lhs, rhs, using: whenTrue)
        case .falseContent(let lhs):
            guard case .falseContent(let rhs) = other else { return false }
            return ComparisonPlans.isEqual(lhs, rhs, using: whenFalse)
        }
    }
}

/// A conditional's plan holds its branches' plans (found once, not per comparison).
///
/// Where the enum keeps its case in a tag byte after the payload (what Swift does for a generic
/// enum with two payload cases: no spare bits of the payloads are used, so a payload lies at
/// offset 0 unchanged), values are compared where they are: no branch is copied out.
extension _ConditionalContent: PlannedComparison {
    nonisolated static func makeComparer() -> MemoryComparer {
        let whenTrue = ComparisonPlans.comparer(for: TrueContent.self)
        let whenFalse = ComparisonPlans.comparer(for: FalseContent.self)
        let payloadSize = Swift.max(MemoryLayout<TrueContent>.size, MemoryLayout<FalseContent>.size)
        if MemoryLayout<Self>.size == payloadSize + 1 {
            return { a, b in
                let tag = a.load(fromByteOffset: payloadSize, as: UInt8.self)
                guard tag == b.load(fromByteOffset: payloadSize, as: UInt8.self) else { return false }
                return tag == 0 ? whenTrue(a, b) : whenFalse(a, b)
            }
        }
        return { a, b in
            a.assumingMemoryBound(to: Self.self).pointee.isEqual(
                to: b.assumingMemoryBound(to: Self.self).pointee, whenTrue: whenTrue, whenFalse: whenFalse)
        }
    }
}
