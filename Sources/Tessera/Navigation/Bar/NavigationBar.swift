/// The bar at the top of a navigation screen, drawn by Tessera (in a PNG and in a window
/// alike): a row of 44 points with the back button and leading items, the inline title (or the
/// principal item) and the trailing items; under it, in large display mode, the title in
/// `.largeTitle` bold. Not drawn for the screens of a window's outermost stack when the host
/// presents the window's top bar itself (``WindowTopBarPresenter``: a GTK window's header bar).
struct NavigationBar: View {
    let bar: NavigationBarModel
    /// The screen below this one (its title names the back button); nil on the root.
    let previous: NavigationBarModel?
    /// The display mode the screens below resolved to (what `.automatic` inherits).
    let inheritedDisplayMode: NavigationBarItem.TitleDisplayMode
    /// Pops this screen; nil on the root.
    let back: (@MainActor () -> Void)?
    /// Whether the bar takes no room when it has nothing to show.
    var hidesWhenEmpty = false

    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    var body: some View {
        let content = bar.content.value
        let isEmpty = back == nil && content.title.first == nil && !content.toolbarEntries.contains { $0.placement.slot.isTop }
        if content.visibility.value(top: true) != .hidden, !(hidesWhenEmpty && isEmpty) {
            let entries = content.toolbarEntries
            let mode = Self.displayMode(of: content, inheriting: inheritedDisplayMode)
            let title = content.title.first
            let isLarge = mode == .large && title != nil && !entries.contains { $0.placement.slot == .principal }
            VStack(spacing: 0) {
                NavigationBarRow {
                    HStack(spacing: 16) {
                        if let back, content.backButtonHidden.first != true {
                            NavigationBackButton(title: content.role.first == .editor ? nil : previous?.content.value.title.first?.text,
                                                 action: back)
                        }
                        NavigationToolbarItems(entries: entries, slot: .leading)
                    }
                } principal: {
                    if entries.contains(where: { $0.placement.slot == .principal }) {
                        NavigationToolbarItems(entries: entries, slot: .principal)
                    } else if !isLarge, let title {
                        NavigationInlineTitle(title: title, subtitle: content.subtitle.first)
                    }
                } trailing: {
                    NavigationToolbarItems(entries: entries, slot: .trailing)
                }
                if isLarge, let title {
                    NavigationLargeTitle(title: title, subtitle: content.subtitle.first)
                }
            }
            .background {
                if content.backgroundVisibility.value(top: true) != .hidden {
                    NavigationBarBackground(style: content.background.value(top: true), edge: .bottom)
                }
            }
            .modifier(NavigationBarColorScheme(scheme: content.colorScheme.value(top: true) ?? nil))
        }
    }

    /// The mode a screen's title shows in: its own, else what it inherits.
    static func displayMode(of content: NavigationBarContent, inheriting inherited: NavigationBarItem.TitleDisplayMode) -> NavigationBarItem.TitleDisplayMode {
        let own = content.titleDisplayMode.first ?? .automatic
        return own == .automatic ? inherited : own
    }
}

/// The row of a bar: three slots placed by ``NavigationBarLayout``.
struct NavigationBarRow<Leading: View, Principal: View, Trailing: View>: View {
    let leading: Leading
    let principal: Principal
    let trailing: Trailing

    init(@ViewBuilder leading: () -> Leading, @ViewBuilder principal: () -> Principal, @ViewBuilder trailing: () -> Trailing) {
        self.leading = leading()
        self.principal = principal()
        self.trailing = trailing()
    }

    var body: some View {
        NavigationBarLayout(height: NavigationBar.rowHeight) {
            ZStack { leading }
            ZStack { principal }
            ZStack { trailing }
        }
        .padding(.horizontal, 16)
    }
}

/// The back button: a chevron and the previous screen's title ("Back" when it has none or it
/// is long).
struct NavigationBackButton: View {
    let title: Text?
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 4) {
                Image(systemName: "chevron.backward")
                    .fontWeight(.semibold)
                if let label = backLabel {
                    label.lineLimit(1)
                }
            }
        }
        .buttonStyle(.borderless)
        .padding(.leading, -8)
    }

    private var backLabel: Text? {
        guard let title else { return Text("Back") }
        return title.plainText.count > 14 ? Text("Back") : title
    }
}

/// The title in the bar's row, `.headline`, with the subtitle under it.
struct NavigationInlineTitle: View {
    let title: NavigationTitleContent
    let subtitle: Text?

    var body: some View {
        VStack(spacing: 0) {
            NavigationTitleView(title: title)
                .font(.headline)
                .lineLimit(1)
            if let subtitle {
                subtitle.font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}

/// The large title under the bar's row.
struct NavigationLargeTitle: View {
    let title: NavigationTitleContent
    let subtitle: Text?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            NavigationTitleView(title: title)
                .font(.largeTitle.bold())
                .lineLimit(1)
            if let subtitle {
                subtitle.font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, minHeight: NavigationBar.largeTitleHeight, alignment: .leading)
        .padding(.horizontal, 16)
    }
}

/// A title's text or view.
struct NavigationTitleView: View {
    let title: NavigationTitleContent
    var body: some View {
        switch title {
        case .text(let text): text
        case .view(let view): view
        }
    }
}

/// The items of one slot of a bar, in declaration order; toolbar buttons show labels as icons
/// and confirmation actions bold, as iOS does.
struct NavigationToolbarItems: View {
    let entries: [ToolbarEntry]
    let slot: ToolbarItemPlacement.Slot

    var body: some View {
        let items = entries.enumerated().filter { $0.element.placement.slot == slot }
        HStack(spacing: 16) {
            ForEach(items, id: \.offset) { _, entry in
                if let content = entry.content {
                    content
                        .fontWeight(entry.placement == .confirmationAction ? .semibold : nil)
                } else if entry.spacer == .fixed {
                    Spacer().frame(width: 8)
                } else {
                    Spacer(minLength: 0)
                }
            }
        }
        .labelStyle(.iconOnly)
        .buttonStyle(.borderless)
    }
}

/// A bar's background: the bar color (or the style a `toolbarBackground` set) and a hairline
/// at the edge toward the content.
struct NavigationBarBackground: View {
    let style: AnyShapeStyle?
    let edge: VerticalEdge

    var body: some View {
        Rectangle()
            .fill(style ?? AnyShapeStyle(Color.navigationBarBackground))
            .overlay(alignment: edge == .bottom ? .bottom : .top) {
                Color.separator.frame(height: 0.5)
            }
    }
}

/// Draws a bar in the color scheme a `toolbarColorScheme` set (the environment's otherwise).
struct NavigationBarColorScheme: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        if let scheme {
            content.environment(\.colorScheme, scheme)
        } else {
            content
        }
    }
}

extension Color {
    /// The background of navigation, tool and tab bars (iOS's default bar appearance).
    static let navigationBarBackground = Color(system: "navigationBarBackground", light: (0.976, 0.976, 0.976, 1),
                                               dark: (0.114, 0.114, 0.118, 1))
}
