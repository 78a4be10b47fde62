import Tessera
import TesseraExamples

// The karaoke display board of WWDC24 "Demystify SwiftUI containers" (seeds 000 and 003),
// with the session's `…` placeholders filled with sample data (the songs come from
// TesseraExamples; these views record what the containers saw).

extension ContainerValues {
    @Entry var isDisplayBoardCardRejected: Bool = false
}

extension View {
    func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}

/// What the board's cards saw, for tests.
@MainActor
final class BoardLog {
    var cards: [(scale: CardView<Subview>.Scale, isRejected: Bool)] = []
    var sections: [(header: Int, content: Int, footer: Int)] = []
    var subviewCounts: [Int] = []
}

struct CardView<Content: View>: View {
    enum Scale { case small, normal }
    var scale: Scale = .normal
    var isRejected = false
    @ViewBuilder var content: Content

    var body: some View {
        content
            .padding(scale == .small ? 4 : 8)
            .background { RoundedRectangle(cornerRadius: 6).fill(Color.yellow) }
            .overlay {
                if isRejected {
                    Path { path in
                        path.move(to: .zero)
                        path.addLine(to: CGPoint(x: 40, y: 40))
                    }
                    .stroke(Color.red, lineWidth: 3)
                }
            }
    }
}

/// A layout that places cards in rows of three.
struct DisplayBoardCardLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = (subviews.count + 2) / 3
        return CGSize(width: 3 * 120, height: CGFloat(rows) * 50)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index % 3) * 120
            let y = bounds.minY + CGFloat(index / 3) * 50
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: 110, height: 40))
        }
    }
}

struct BoardBackgroundView: View {
    var body: some View { Color.indigo }
}

struct BoardSectionBackgroundView: View {
    var body: some View { Color.black.opacity(0.1) }
}

struct DisplayBoardSectionHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { content.font(.title3).padding(4) }
}

/// The board with `Group(subviews:)` and container values (15:42), recording what it saw.
struct DisplayBoardSectionContent<Content: View>: View {
    let log: BoardLog
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            Group(subviews: content) { subviews in
                let _ = log.subviewCounts.append(subviews.count)
                ForEach(subviews) { subview in
                    let values = subview.containerValues
                    let _ = log.cards.append((subviews.count > 15 ? .small : .normal, values.isDisplayBoardCardRejected))
                    CardView(
                        scale: (subviews.count > 15) ? .small : .normal,
                        isRejected: values.isDisplayBoardCardRejected
                    ) {
                        subview
                    }
                }
            }
        }
    }
}

/// The board with sections (11:42).
struct DisplayBoard<Content: View>: View {
    let log: BoardLog
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 80) {
            ForEach(sections: content) { section in
                let _ = log.sections.append((section.header.count, section.content.count, section.footer.count))
                VStack(spacing: 20) {
                    if !section.header.isEmpty {
                        DisplayBoardSectionHeaderCard { section.header }
                    }
                    DisplayBoardSectionContent(log: log) {
                        section.content
                    }
                    .background { BoardSectionBackgroundView() }
                }
            }
        }
        .background { BoardBackgroundView() }
    }
}
