/// The appearance and behavior of a labeled content instance.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration

    /// Creates a view that represents the body of labeled content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension LabeledContentStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The label of the labeled content instance.
    public let label: Label
    /// The content of the labeled content instance.
    public let content: Content
}

/// The default labeled content style: label leading, content trailing in the secondary
/// style; in a columns form, the label in the form's label column.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContentBody(configuration: configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

struct AutomaticLabeledContentBody: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.formColumnsContext) private var inColumnsForm

    var body: some View {
        if labelsVisibility == .hidden {
            configuration.content
        } else if inColumnsForm {
            configuration.label.layoutValue(key: FormColumnRole.self, value: .label)
            configuration.content.layoutValue(key: FormColumnRole.self, value: .content)
        } else {
            HStack(alignment: .firstTextBaseline) {
                configuration.label
                Spacer(minLength: 8)
                configuration.content.foregroundStyle(HierarchicalShapeStyle.secondary)
            }
        }
    }
}

extension EnvironmentValues {
    private enum LabeledContentStyleKey: EnvironmentKey {
        static var defaultValue: any LabeledContentStyle { MainActor.assumeIsolated { AutomaticLabeledContentStyle() } }
    }

    /// The labeled content style of this environment.
    var labeledContentStyle: any LabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a style for labeled content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, style)
    }
}
