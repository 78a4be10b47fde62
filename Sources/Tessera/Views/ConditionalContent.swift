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
        switch self {
        case .trueContent(let view): Self.show(view, first: true, in: node)
        case .falseContent(let view): Self.show(view, first: false, in: node)
        }
    }

    /// Reads the branch from the tag byte where the layout has one (see
    /// ``ConditionalLayout``): no copy of the conditional and no look-up of its generic
    /// metadata (a `switch` needs both), only the shown view is copied into its child.
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        guard let tagOffset = ConditionalLayout.tagOffset(of: type, trueContent: TrueContent.self, falseContent: FalseContent.self) else {
            return reconcileBySwitch(at: pointer, in: node)
        }
        if pointer.load(fromByteOffset: tagOffset, as: UInt8.self) == 0 {
            show(pointer.assumingMemoryBound(to: TrueContent.self).pointee, first: true, in: node)
        } else {
            show(pointer.assumingMemoryBound(to: FalseContent.self).pointee, first: false, in: node)
        }
    }

    /// The `switch` path, apart: naming `Self` looks its metadata up, and in the caller the
    /// look-up would be made on every call, taken path or not.
    @inline(never)
    private static func reconcileBySwitch(at pointer: UnsafeRawPointer, in node: ViewNode) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reconcile(in: node)
    }

    private static func show(_ view: any View, first: Bool, in node: ViewNode) {
        // A conditional that differs in the same branch differs in that branch's view: the
        // child needn't compare it again (a new branch makes a new child anyway).
        node.updateChild(key: .branch(first), view: view, environment: node.environment,
                         knownToDiffer: node.isUpdatingChangedView)
    }
}

/// How the runtime lays out a `_ConditionalContent<T, F>` (a generic enum with two payload
/// cases): the payload of either case at offset 0, then one extra tag byte holding the case
/// (0 for `trueContent`), so the conditional is one byte larger than its larger branch. Where
/// that holds, the branch is read from the byte and the payload compared or copied in place;
/// any other layout (one whose size says the tag lives elsewhere) takes the `switch`.
enum ConditionalLayout {
    /// The tag byte's offset in a conditional of `type` with these branches, or `nil`.
    static func tagOffset(of type: Any.Type, trueContent: Any.Type, falseContent: Any.Type) -> Int? {
        tagOffset(size: size(of: type), trueSize: size(of: trueContent), falseSize: size(of: falseContent))
    }

    /// The tag byte's offset for these sizes, or `nil` when the size has no room for one.
    static func tagOffset(size: Int, trueSize: Int, falseSize: Int) -> Int? {
        let payload = max(trueSize, falseSize)
        return size == payload + 1 ? payload : nil
    }

    private static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
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
        ComparisonPlans.isEqual(self, other, using: ComparisonPlans.comparer(for: Self.self))
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
///
/// Where the enum keeps its case in a tag byte after the payload (what Swift does for a generic
/// enum with two payload cases: no spare bits of the payloads are used, so a payload lies at
/// offset 0 unchanged), values are compared where they are: no branch is copied out.
extension _ConditionalContent: PlannedComparison {
    nonisolated static func makeComparer() -> MemoryComparer {
        let whenTrue = ComparisonPlans.comparer(for: TrueContent.self)
        let whenFalse = ComparisonPlans.comparer(for: FalseContent.self)
        if let tagOffset = ConditionalLayout.tagOffset(
            size: MemoryLayout<Self>.size, trueSize: MemoryLayout<TrueContent>.size,
            falseSize: MemoryLayout<FalseContent>.size) {
            // The branch from the tag byte, the payloads compared where they are.
            return { a, b in
                let tag = a.load(fromByteOffset: tagOffset, as: UInt8.self)
                guard tag == b.load(fromByteOffset: tagOffset, as: UInt8.self) else { return false }
                return tag == 0 ? whenTrue(a, b) : whenFalse(a, b)
            }
        }
        let conditional: any ConditionalComparison.Type = Self.self
        return { a, b in conditional.isEqual(at: a, b, whenTrue: whenTrue, whenFalse: whenFalse) }
    }
}
