/// A container view that you can use to add hierarchy within certain views.
///
/// In an ordinary container a section contributes its header, content and footer subviews in
/// that order; custom containers read sections with `ForEach(sections:)` and
/// `Group(sections:)`.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// Creates a section with the provided section content.
    @available(swift, deprecated: 100000, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with a header and the provided section content.
    @available(swift, deprecated: 100000, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, with a text label generated from
    /// a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with the provided section content, with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with a localized string key and content, expandable by a binding.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// Creates a section with a string and content, expandable by a binding.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header, content, and an expansion binding.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

/// The parts of a section node, for section resolution.
@MainActor
protocol SectionView {}

extension Section: SectionView where Parent: View, Content: View, Footer: View {}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    static var subviewBehavior: SubviewBehavior { .transparent }

    /// Children, in order: header, content, footer. A collapsed section (isExpanded false)
    /// shows its header only.
    func reconcile(in node: ViewNode) {
        let expanded = isExpanded?.wrappedValue ?? true
        node.updateChildren([
            (.index(0), header),
            (.index(1), expanded ? Optional(content) : nil),
            (.index(2), footer),
        ], environment: node.environment)
    }
}
