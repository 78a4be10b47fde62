/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// The view takes all the space offered and centers, one under the other: the label (its icon
/// large and secondary, its title in bold `title2`), the description (secondary, centered) and
/// the actions.
///
/// Differs from SwiftUI: `.search` and `.search(text:)` aren't built yet; the sizes follow
/// iOS's, not measured against Apple's.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A content-unavailable view's label: the icon large above the bold title.
private struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == Tessera.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface, consisting of a title generated from a localized string, an image
    /// and additional content, that you display when the content of your app is unavailable.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Tessera.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface, consisting of a title generated from a localized string, a system
    /// icon image and additional content, that you display when the content of your app is
    /// unavailable.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tessera.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface, consisting of a title generated from a string, an image and
    /// additional content, that you display when the content of your app is unavailable.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Tessera.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface, consisting of a title generated from a string, a system icon image
    /// and additional content, that you display when the content of your app is unavailable.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tessera.Label(title, systemImage: name) }, description: { description })
    }
}
