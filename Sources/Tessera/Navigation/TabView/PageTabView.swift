/// A tab view in the page style: the selected page fills the view, a horizontal drag pages to
/// the next or previous one (past half the width, or flicked that far), and the index view's
/// dots at the bottom show the pages.
struct PageTabView: View {
    let tabs: SubviewsCollection
    let selected: Int
    let select: (Int) -> Void
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    @Environment(\.indexBackgroundDisplayMode) private var backgroundDisplayMode
    /// How far the pages are dragged sideways (0 when not dragging).
    @State private var dragOffset: CGFloat = 0
    @State private var isDragging = false

    var body: some View {
        GeometryReader { proxy in
            PageLayout(index: selected, offset: dragOffset) {
                ForEach(tabs) { tab in TabPage(tab: tab) }
            }
            .clipped()
            .contentShape(Rectangle())
            .gesture(drag(width: proxy.size.width))
            .overlay(alignment: .bottom) {
                if indexDisplayMode.showsIndex(pageCount: tabs.count) {
                    PageIndexView(count: tabs.count, selected: selected,
                                  showsBackground: backgroundDisplayMode.showsBackground(isInteracting: isDragging),
                                  select: select)
                        .padding(.bottom, 10)
                }
            }
        }
    }

    private func drag(width: CGFloat) -> some Gesture {
        DragGesture(minimumDistance: 10)
            .onChanged { value in
                if !isDragging {
                    // A drag that starts mostly vertical is left to the page's content.
                    guard abs(value.translation.width) > abs(value.translation.height) else { return }
                    isDragging = true
                }
                dragOffset = resisted(value.translation.width)
            }
            .onEnded { value in
                guard isDragging else { return }
                isDragging = false
                dragOffset = 0
                let travel = abs(value.translation.width) > abs(value.predictedEndTranslation.width)
                    ? value.translation.width : value.predictedEndTranslation.width
                guard abs(travel) > width / 2 else { return }
                let target = selected + (travel < 0 ? 1 : -1)
                if tabs.indices.contains(target) { select(target) }
            }
    }

    /// A drag past the first or last page moves the pages a third as far.
    private func resisted(_ translation: CGFloat) -> CGFloat {
        let hasNeighbor = tabs.indices.contains(selected + (translation < 0 ? 1 : -1))
        return hasNeighbor ? translation : translation / 3
    }
}

/// One tab's page: the tab's content centred in the whole space.
struct TabPage: View {
    let tab: Subview

    var body: some View {
        ZStack { tab }.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Pages side by side: the page at `index` at `offset` from the container's origin, and while
/// it is dragged the neighbour it uncovers next to it; the other pages are hidden but alive
/// (``SelectedSubviewLayout``).
struct PageLayout: Layout, Equatable {
    var index: Int
    var offset: CGFloat

    private var selectedLayout: SelectedSubviewLayout { SelectedSubviewLayout(index: index) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        selectedLayout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let neighbor = offset < 0 ? index + 1 : (offset > 0 ? index - 1 : nil)
        for position in subviews.indices {
            let shift: CGFloat
            if position == index {
                shift = offset
            } else if position == neighbor {
                shift = offset + (offset < 0 ? bounds.width : -bounds.width)
            } else {
                subviews[position].hide()
                continue
            }
            subviews[position].place(at: CGPoint(x: bounds.minX + shift, y: bounds.minY), anchor: .topLeading,
                                     proposal: ProposedViewSize(bounds.size))
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        selectedLayout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        selectedLayout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
