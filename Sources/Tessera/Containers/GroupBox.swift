/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// The label (in the headline font) sits above the content, both leading-aligned, inside a
/// rounded rectangle of the secondary background color, padded.
///
/// Differs from SwiftUI: there is no `GroupBoxStyle` yet; the look is iOS's (radius 8,
/// padding 16 — not measured against Apple's).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background { RoundedRectangle(cornerRadius: 8).fill(Color.secondarySystemBackground) }
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box with the provided view content and title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox {
    /// Creates a group box with the provided label and view content.
    @available(swift, deprecated: 100000, message: "Use init(content:label:) instead.")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}
