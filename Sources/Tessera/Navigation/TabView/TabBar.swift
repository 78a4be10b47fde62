/// The bar at the bottom of a tab view: one item per tab, sharing the width equally, on the
/// bar background with a separator along its top edge.
struct TabBar: View {
    /// The bar's height (iOS's, without the home indicator's safe area).
    static let height: CGFloat = 49

    let tabs: SubviewsCollection
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(tabs.enumerated()), id: \.element.id) { position, tab in
                TabBarItem(label: tab.containerValues.tabItemLabel, badge: tab.containerValues.badge,
                           isSelected: position == selected) { select(position) }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(Color.secondarySystemBackground)
        .overlay(alignment: .top) {
            Rectangle().fill(Color.separator).frame(height: 1)
        }
    }
}

/// One tab's item in the tab bar: a button showing the tab's label (image over title) in the
/// tint colour when selected, else in the secondary colour, with its badge by the image.
///
/// The badge is drawn over the button rather than in it, so the button is found by its label's
/// title alone (`OffscreenHost.tapButton`).
struct TabBarItem: View {
    let label: AnyView?
    let badge: Badge?
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            TabItemLabel(label: label ?? AnyView(EmptyView()))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
        .overlay(alignment: .top) {
            if let badge {
                TabBarBadge(badge: badge)
                    .offset(x: 14, y: 2)
                    .allowsHitTesting(false)
            }
        }
    }
}

/// A tab item's label as a tab bar draws it: a ``Label``'s icon over its title, or the
/// label's images and texts stacked the same way; icons at 21 points, titles at 10.
struct TabItemLabel: View {
    static let iconFont = Font.system(size: 21)
    static let titleFont = Font.system(size: 10, weight: .medium)

    let label: AnyView

    var body: some View {
        Group(subviews: label.labelStyle(TabItemLabelStyle())) { parts in
            VStack(spacing: 2) {
                ForEach(parts) { part in
                    part.font(part.isImage ? Self.iconFont : Self.titleFont)
                }
            }
        }
    }
}

/// A label in a tab bar item: its icon over its title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(TabItemLabel.iconFont)
            configuration.title.font(TabItemLabel.titleFont).lineLimit(1)
        }
    }
}

extension Subview {
    /// Whether the subview is an `Image`.
    var isImage: Bool { resolved.node.viewIs(Image.self) }
}
