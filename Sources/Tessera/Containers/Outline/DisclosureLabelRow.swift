/// The label of a disclosure group: a chevron (pointing right when collapsed, down when
/// expanded) and the label. The chevron always toggles; the label too, unless the group is a
/// row of a selectable list (there a tap on the label selects the row).
struct DisclosureLabelRow<Label: View>: View {
    /// The width the chevron takes, including its spacing to the label: also the indentation
    /// of one outline level.
    static var indicatorWidth: CGFloat { 20 }

    let label: Label
    let isExpanded: Bool
    let labelToggles: Bool
    let toggle: () -> Void

    var body: some View {
        HStack(spacing: 0) {
            DisclosureIndicator(isExpanded: isExpanded)
                .frame(width: Self.indicatorWidth, alignment: .leading)
                .onTapGesture(perform: toggle)
            label
            Spacer(minLength: 0)
        }
        .modifier(DisclosureLabelTap(isActive: labelToggles, toggle: toggle))
    }
}

/// The chevron of a disclosure group.
struct DisclosureIndicator: View, Equatable {
    let isExpanded: Bool

    var body: some View {
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(HierarchicalShapeStyle.secondary)
    }
}

/// Makes the whole label row toggle the group when active.
private struct DisclosureLabelTap: ViewModifier {
    let isActive: Bool
    let toggle: () -> Void

    func body(content: Content) -> some View {
        if isActive {
            content.onTapGesture(perform: toggle)
        } else {
            content
        }
    }
}
