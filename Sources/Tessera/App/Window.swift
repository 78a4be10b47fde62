/// A scene that presents its content in a single, unique window.
///
/// The runtime opens it at launch; ``OpenWindowAction`` with its identifier brings the window
/// back (or to the front) instead of opening a second one.
///
/// Differs from SwiftUI: on macOS a `Window` that isn't the app's first scene doesn't open at
/// launch; Tessera opens every declared scene's window at launch.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let id: String
    let title: String
    let content: () -> Content

    /// Creates a window with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.title = title.plainText
        let view = content()
        self.content = { view }
    }

    /// Creates a window with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    /// Creates a window with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(verbatim: String(title)), id: id, content: content)
    }

    public typealias Body = Never

    func collect(into scenes: inout [SceneDescription]) {
        let content = self.content
        scenes.append(SceneDescription(kind: .window, id: id, title: title, defaultSize: nil,
                                       makeContent: { AnyView(content()) },
                                       visitContent: { $0.visit(content()) }))
    }
}
