/// A result builder that constructs tabs for a tab view that supports programmatic selection.
/// This builder requires that all tabs in the tab view have the same selection type.
///
/// Accepts any number of tabs, `if`/`else`, `if let` and `switch`, like ``ViewBuilder``.
@resultBuilder
@MainActor @preconcurrency
public struct TabContentBuilder<TabValue: Hashable> {
    /// A view representation of the content of a builder-based tab view with selection.
    public struct Content<C: TabContent>: View where C.TabValue == TabValue {
        let content: C

        public var body: some View { content._makeTabView() }
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    public static func buildBlock() -> _EmptyTabContent<TabValue> { _EmptyTabContent() }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    // Two to ten tabs (a parameter pack can't require each element's `TabValue` to be the
    // builder's).
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> _TupleTabContent<TabValue, C0, C1>
        where C0.TabValue == TabValue, C1.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleTabContent<TabValue, C0, C1, C2>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleTabContent<TabValue, C0, C1, C2, C3>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _TupleTabContent<TabValue, C0, C1, C2, C3, C4>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> _TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> _TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> _TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7, C8>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> _TupleTabContent<TabValue, C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        _TupleTabContent(content: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F>
        where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .first(first))
    }

    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F>
        where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .second(second))
    }
}

/// No tabs (an empty builder block).
public struct _EmptyTabContent<TabValue: Hashable>: TabContent {
    public var body: _PrimitiveTabContentBody<TabValue> { _PrimitiveTabContentBody() }
    public func _makeTabView() -> EmptyView { EmptyView() }
}

/// Several tabs in a row (a builder block).
public struct _TupleTabContent<TabValue: Hashable, each C: TabContent>: TabContent {
    let content: (repeat each C)

    public var body: _PrimitiveTabContentBody<TabValue> { _PrimitiveTabContentBody() }

    public func _makeTabView() -> TupleView<(repeat (each C)._TabView)> {
        TupleView((repeat (each content)._makeTabView()))
    }
}

/// One of two tab contents (an `if`/`else` or `switch` in a builder).
public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent
    where TrueContent.TabValue == FalseContent.TabValue {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    public var body: _PrimitiveTabContentBody<TrueContent.TabValue> { _PrimitiveTabContentBody() }

    @ViewBuilder
    public func _makeTabView() -> _ConditionalContent<TrueContent._TabView, FalseContent._TabView> {
        switch storage {
        case .first(let content): content._makeTabView()
        case .second(let content): content._makeTabView()
        }
    }
}

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue

    public var body: _PrimitiveTabContentBody<Wrapped.TabValue> { _PrimitiveTabContentBody() }

    public func _makeTabView() -> Wrapped._TabView? { map { $0._makeTabView() } }
}
