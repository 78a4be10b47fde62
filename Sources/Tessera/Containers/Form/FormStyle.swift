/// The appearance and behavior of a form.
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View
    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration

    /// Creates a view that represents the body of a form.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension FormStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

/// The default form style: grouped.
public struct AutomaticFormStyle: FormStyle {
    /// Creates a default form style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormStyle().makeBody(configuration: configuration)
    }
}

/// A form style with grouped rows: the sections are rounded groups of rows, as an inset
/// grouped list.
public struct GroupedFormStyle: FormStyle {
    /// Creates a form style with grouped rows.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content.environment(\.formGroupedContext, true) }
            .listStyle(.insetGrouped)
    }
}

/// A non-scrolling form style with a trailing-aligned column of labels next to a
/// leading-aligned column of values.
public struct ColumnsFormStyle: FormStyle {
    /// Creates a columns form style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        FormColumnsLayout {
            ForEach(sections: configuration.content) { section in
                section.header
                    .font(.headline)
                    .layoutValue(key: FormColumnRole.self, value: .header)
                section.content
                section.footer
                    .font(.footnote)
                    .foregroundStyle(HierarchicalShapeStyle.secondary)
            }
            .environment(\.formColumnsContext, true)
        }
        .padding(20)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a column of trailing-aligned labels next to a column of
    /// leading-aligned values.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension EnvironmentValues {
    private enum FormStyleKey: EnvironmentKey {
        static var defaultValue: any FormStyle { MainActor.assumeIsolated { AutomaticFormStyle() } }
    }

    /// The form style of this environment.
    var formStyle: any FormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    /// Whether views are declared as rows of a columns-style form (labeled content then splits
    /// into its label and its content).
    @Entry var formColumnsContext: Bool = false

    /// Whether views are rows of a grouped-style form (a `.menu` picker's value goes to the
    /// row's trailing edge).
    @Entry var formGroupedContext: Bool = false
}

extension View {
    /// Sets the style for forms in a view hierarchy.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, style)
    }
}
