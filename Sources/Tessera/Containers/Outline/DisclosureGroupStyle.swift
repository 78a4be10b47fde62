/// A type that specifies the appearance and interaction of disclosure groups within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension DisclosureGroupStyle {
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased content of a disclosure group.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// The label for the disclosure group.
    public let label: Label
    /// The content of the disclosure group (build it only while expanded, as the automatic
    /// style does).
    public let content: Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// A disclosure group style that resolves its appearance automatically: rows with a leading
/// chevron in lists and forms, a label over indented content elsewhere.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
    private enum DisclosureGroupStyleKey: EnvironmentKey {
        static var defaultValue: (any DisclosureGroupStyle)? { nil }
    }

    /// The disclosure group style set with `disclosureGroupStyle(_:)` (`nil`: automatic).
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    ///
    /// Differs from SwiftUI: disclosure groups nested in the content of a group drawn by a
    /// custom style use the automatic style (a style may build a `DisclosureGroup` itself).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style is AutomaticDisclosureGroupStyle ? nil : style)
    }
}
