/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands: menus of the menu bar, after the standard menus (before Help on
/// Linux; between View and Window on macOS), in the order declared.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let name: String
    let content: () -> Content

    /// Creates a new menu with a localized name for a collection of app-specific commands.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(verbatim: Text(nameKey).plainText, content: content)
    }

    /// Creates a new menu for a collection of app-specific commands.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(verbatim: String(name), content: content)
    }

    /// Creates a new menu named by a text view.
    public init(_ name: Text, @ViewBuilder content: @escaping () -> Content) {
        self.init(verbatim: name.plainText, content: content)
    }

    private init(verbatim name: String, content: @escaping () -> Content) {
        self.name = name
        self.content = content
    }

    func collect(into contributions: inout [CommandContribution]) {
        let content = content
        contributions.append(CommandContribution(kind: .menu(name), content: { AnyView(content()) }))
    }
}
