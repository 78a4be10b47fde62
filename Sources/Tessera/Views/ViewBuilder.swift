/// A custom parameter attribute that constructs views from closures.
///
/// Accepts any number of child views (through parameter packs), `if`/`else`, `if let`,
/// `switch`, optional content and limited-availability blocks — the same statements Apple's
/// builder accepts. Like SwiftUI's, it has no `buildArray`, so `for` loops are rejected: use
/// ``ForEach``.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
    // The builder's one-value steps are always inlined into the client (as SwiftUI's are
    // emitted there): a body calling them then copies no value through an unspecialized
    // generic call and looks up no conditional's metadata a second time. `@inline(__always)`
    // because the optimizer doesn't inline a generic function into a generic body otherwise
    // (a custom view generic over its content).
    @inlinable @inline(__always) public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable @inline(__always) public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    // Inlined too: otherwise every body with several views makes its `TupleView`'s tuple
    // metadata at run time and copies the elements through value witnesses.
    @inlinable @inline(__always)
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(elements: repeat each content)
    }

    @inlinable @inline(__always) public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    // Two to ten views also have fixed-arity overloads (as SwiftUI's builder had before
    // parameter packs), preferred over the pack: a pack's elements are moved into the tuple
    // through copies the optimizer doesn't remove (a message row's body copied its first view
    // six times), a fixed tuple's are moved in place.
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View
    >(
        _ c0: consuming C0, _ c1: consuming C1
    ) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
    ) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
    ) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
        _ c4: consuming C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View,
        C5: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
        _ c4: consuming C4, _ c5: consuming C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View,
        C5: View, C6: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
        _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View,
        C5: View, C6: View, C7: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
        _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View,
        C5: View, C6: View, C7: View, C8: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
        _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
        _ c8: consuming C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    @inlinable @inline(__always)
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View,
        C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
        _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
        _ c8: consuming C8, _ c9: consuming C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    @inlinable @inline(__always) public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable @inline(__always) public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    @inlinable @inline(__always) public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
