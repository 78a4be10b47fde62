/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> TupleToolbarContent<()> { TupleToolbarContent(()) { _ in } }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        let value = (repeat each content)
        return TupleToolbarContent(value) { items in
            repeat (each content)._appendToolbarItems(to: &items)
        }
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> { .trueContent(first) }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> { .falseContent(second) }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// Several toolbar contents declared one after another.
public struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent {
    public var value: T
    let append: @MainActor (inout _ToolbarItems) -> Void

    init(_ value: T, append: @escaping @MainActor (inout _ToolbarItems) -> Void) {
        self.value = value
        self.append = append
    }

    public typealias Body = Never
    public func _appendToolbarItems(to items: inout _ToolbarItems) { append(&items) }
}

/// Toolbar content that is one of two: what `if`/`else` in a toolbar builder produces.
public enum _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    case trueContent(TrueContent)
    case falseContent(FalseContent)

    public typealias Body = Never
    public func _appendToolbarItems(to items: inout _ToolbarItems) {
        switch self {
        case .trueContent(let content): content._appendToolbarItems(to: &items)
        case .falseContent(let content): content._appendToolbarItems(to: &items)
        }
    }
}

extension _ConditionalToolbarContent: CustomizableToolbarContent where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    public func _appendToolbarItems(to items: inout _ToolbarItems) {
        self?._appendToolbarItems(to: &items)
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content instances.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public func _appendToolbarItems(to items: inout _ToolbarItems) { content._appendToolbarItems(to: &items) }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
