/// A result builder for composing a collection of scenes into a single composite scene.
///
/// Accepts any number of scenes (through parameter packs) and `if` statements without `else`
/// (an absent scene contributes no window).
@resultBuilder
@MainActor @preconcurrency
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes declared side by side in a ``SceneBuilder``.
public struct _TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    public typealias Body = Never

    func collect(into scenes: inout [SceneDescription]) {
        for scene in repeat each content {
            collectScenes(of: scene, into: &scenes)
        }
    }
}

/// A scene declared under an `if` in a ``SceneBuilder``.
public struct _OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content?

    public typealias Body = Never

    func collect(into scenes: inout [SceneDescription]) {
        if let content { collectScenes(of: content, into: &scenes) }
    }
}
