/// A part of an app's user interface with a life cycle managed by the system.
///
/// An app's ``App/body`` is made of scenes: ``WindowGroup``s and ``Window``s, possibly inside
/// your own scene types. A scene you write composes other scenes in its `body`, as a view
/// composes views. The built-in scenes are primitive (their `Body` is `Never`): the runtime
/// reads them as a list of ``SceneDescription``s and opens a window for each.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; the runtime reads them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene and has no body")
    }
}

/// A scene the runtime reads directly: it contributes its windows to the resolved list.
@MainActor
protocol PrimitiveScene {
    func collect(into scenes: inout [SceneDescription])
}

extension Scene {
    /// The windows this scene declares, in declaration order.
    package var sceneDescriptions: [SceneDescription] {
        var scenes: [SceneDescription] = []
        collectScenes(of: self, into: &scenes)
        return scenes
    }
}

@MainActor
func collectScenes<S: Scene>(of scene: S, into scenes: inout [SceneDescription]) {
    if let primitive = scene as? any PrimitiveScene {
        primitive.collect(into: &scenes)
    } else {
        collectScenes(of: scene.body, into: &scenes)
    }
}
