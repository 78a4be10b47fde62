import Foundation

extension Scene {
    /// Sets a default width and height for a window.
    ///
    /// The size is the window's content size in points when it first opens; without it, the
    /// window opens at its content's ideal size.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _DefaultSizeScene(content: self, size: CGSize(width: width, height: height))
    }

    /// Sets a default size for a window.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _DefaultSizeScene(content: self, size: size)
    }
}

/// A scene whose windows open at a default size.
public struct _DefaultSizeScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let size: CGSize

    public typealias Body = Never

    func collect(into scenes: inout [SceneDescription]) {
        var inner: [SceneDescription] = []
        collectScenes(of: content, into: &inner)
        for var scene in inner {
            // The innermost modifier wins, as in SwiftUI.
            if scene.defaultSize == nil { scene.defaultSize = size }
            scenes.append(scene)
        }
    }
}
