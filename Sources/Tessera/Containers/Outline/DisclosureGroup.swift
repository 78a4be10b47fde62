/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// A disclosure group has a label and content. Tapping the label (or its chevron) expands or
/// collapses the group; with an `isExpanded` binding the group follows it and writes it,
/// otherwise it keeps its own expansion state (collapsed at first) for as long as it keeps its
/// identity. The content closure runs only while the group is expanded.
///
/// Inside a `List` or a grouped `Form`, the label is a row and each subview of the content is
/// a row of its own, indented one level; elsewhere the group is one view: the label, and the
/// content stacked below it, indented.
///
/// Differs from SwiftUI: the disclosure chevron sits on the leading side on every platform
/// (as in GTK's expanders and on macOS), also in iOS-style lists.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var storedExpansion = false
    @Environment(\.outlineContext) private var context
    @Environment(\.disclosureGroupStyle) private var style

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpandedBinding = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the
    /// expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpandedBinding = isExpanded
    }

    public var body: some View {
        let isExpanded = isExpandedBinding?.wrappedValue ?? storedExpansion
        let row = DisclosureLabelRow(label: label, isExpanded: isExpanded, labelToggles: !context.rowsAreSelectable, toggle: toggle)
        if let style {
            // A custom style draws the whole group; the automatic one is the rest of this body.
            style.makeErasedBody(configuration: DisclosureGroupStyleConfiguration(
                label: DisclosureGroupStyleConfiguration.Label(AnyView(label)),
                content: DisclosureGroupStyleConfiguration.Content(AnyView(LazyDisclosureContent(content: content))),
                isExpanded: isExpandedBinding ?? $storedExpansion))
                .environment(\.disclosureGroupStyle, nil)
        } else if context.isListRows {
            row.containerValue(\.outlineLevel, context.level)
            if isExpanded {
                content()
                    .environment(\.outlineContext, context.nested)
                    .containerValue(\.outlineLevel, context.level + 1)
            }
        } else {
            VStack(alignment: .leading, spacing: 6) {
                row
                if isExpanded {
                    VStack(alignment: .leading, spacing: 6) { content() }
                        .padding(.leading, DisclosureLabelRow<Label>.indicatorWidth)
                        .environment(\.outlineContext, context.nested)
                }
            }
        }
    }

    private func toggle() {
        if let binding = isExpandedBinding {
            binding.wrappedValue.toggle()
        } else {
            storedExpansion.toggle()
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view
    /// for the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided localized string key to create a text view
    /// for the label, and a binding to the expansion state (expanded or collapsed).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label,
    /// and a binding to the expansion state (expanded or collapsed).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// A group's content, built when it is shown (a custom style shows it only while expanded).
struct LazyDisclosureContent<Content: View>: View {
    let content: () -> Content
    var body: some View { content() }
}
