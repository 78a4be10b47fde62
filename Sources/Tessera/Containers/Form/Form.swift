/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// A form draws through the environment's form style (``View/formStyle(_:)``). The automatic
/// style is ``FormStyle/grouped``: the form's sections are rounded groups of rows on a gray
/// background (like GNOME's boxed lists and iOS's settings), each control a row, a
/// `DisclosureGroup`'s content rows indented under its label. With ``FormStyle/columns`` the
/// labels of `LabeledContent` rows line up, trailing-aligned, in a column before the controls,
/// as in a macOS form.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        style.makeErasedBody(configuration: FormStyleConfiguration(
            content: FormStyleConfiguration.Content(AnyView(content))))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}
