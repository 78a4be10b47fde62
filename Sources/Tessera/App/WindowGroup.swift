/// A scene that presents a group of identically structured windows.
///
/// At launch the runtime opens one window of the group; ``OpenWindowAction`` opens more
/// (`openWindow(id:)` with the group's identifier). Each window has its own state: the content
/// closure is called once per window.
///
/// Differs from SwiftUI: there are no window tabs, and no data-presenting groups
/// (`WindowGroup(for:)`).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let id: String?
    let title: String?
    let content: () -> Content

    /// Creates a window group.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.id = nil
        self.title = nil
        self.content = content
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: @escaping () -> Content) {
        self.id = id
        self.title = nil
        self.content = content
    }

    /// Creates a window group with a text view title.
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) {
        self.id = nil
        self.title = title.plainText
        self.content = content
    }

    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.id = nil
        self.title = titleKey.resolved
        self.content = content
    }

    /// Creates a window group with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.id = nil
        self.title = String(title)
        self.content = content
    }

    /// Creates a window group with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.id = id
        self.title = title.plainText
        self.content = content
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.id = id
        self.title = titleKey.resolved
        self.content = content
    }

    /// Creates a window group with a title string and an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.id = id
        self.title = String(title)
        self.content = content
    }

    public typealias Body = Never

    func collect(into scenes: inout [SceneDescription]) {
        let content = self.content
        scenes.append(SceneDescription(kind: .windowGroup, id: id, title: title, defaultSize: nil,
                                       makeContent: { AnyView(content()) },
                                       visitContent: { $0.visit(content()) }))
    }
}
