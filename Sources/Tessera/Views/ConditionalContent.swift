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
        withUnsafePointer(to: self) { Self.reconcile(at: UnsafeRawPointer($0), in: node) }
    }

    /// Switches on the value where it is (one copy for the switch, not one more for `self`).
    static func reconcile(at pointer: UnsafeRawPointer, in node: ViewNode) {
        // A conditional that differs in the same branch differs in that branch's view: the
        // child needn't compare it again (a new branch makes a new child anyway).
        let differs = node.isUpdatingChangedView
        switch pointer.assumingMemoryBound(to: Self.self).pointee {
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
        withUnsafePointer(to: self) { lhs in
            withUnsafePointer(to: other) { rhs in
                Self.isEqual(at: UnsafeRawPointer(lhs), UnsafeRawPointer(rhs), whenTrue: whenTrue, whenFalse: whenFalse)
            }
        }
    }
}

/// The comparison of conditionals in memory, called through the type's existential metatype:
/// the planned comparer holds the metatype, so comparing looks up no generic metadata (a
/// closure generic over the branches would look the conditional's type up on every call).
protocol ConditionalComparison {
    /// Whether the conditionals at `lhs` and `rhs` show the same branch with equal views.
    static func isEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer,
                        whenTrue: MemoryComparer, whenFalse: MemoryComparer) -> Bool
}

extension _ConditionalContent: ConditionalComparison {
    nonisolated static func isEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer,
                                    whenTrue: MemoryComparer, whenFalse: MemoryComparer) -> Bool {
        // One branch at a time (no tuple of both values is built and copied), each value
        // switched where it is (a copy each for the switch, none for a `self`).
        switch lhs.assumingMemoryBound(to: Self.self).pointee {
        case .trueContent(let left):
            guard case .trueContent(let right) = rhs.assumingMemoryBound(to: Self.self).pointee else { return false }
            return ComparisonPlans.isEqual(left, right, using: whenTrue)
        case .falseContent(let left):
            guard case .falseContent(let right) = rhs.assumingMemoryBound(to: Self.self).pointee else { return false }
            return ComparisonPlans.isEqual(left, right, using: whenFalse)
        }
    }
}

/// A conditional's plan holds its branches' plans (found once, not per comparison).
extension _ConditionalContent: PlannedComparison {
    nonisolated static func makeComparer() -> MemoryComparer {
        let whenTrue = ComparisonPlans.comparer(for: TrueContent.self)
        let whenFalse = ComparisonPlans.comparer(for: FalseContent.self)
        let conditional: any ConditionalComparison.Type = Self.self
        return { a, b in conditional.isEqual(at: a, b, whenTrue: whenTrue, whenFalse: whenFalse) }
    }
}
