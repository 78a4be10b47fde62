import Tessera

// The karaoke display board of WWDC24 "Demystify SwiftUI containers" (seeds 000 and 003),
// shared by the showcase and the tests: the session's code, with its `…` placeholders filled in (a card layout with seeded random
// placement, cards, backgrounds and the songs).

/// A song on the board.
public struct Song: Identifiable, Sendable {
    public let id: Int
    public let title: String
    /// Whether Sam has called dibs on it (its card is marked rejected).
    public var samHasDibs = false

    public init(id: Int, title: String, samHasDibs: Bool = false) {
        self.id = id
        self.title = title
        self.samHasDibs = samHasDibs
    }
}

/// Sam's song ideas.
public let songsFromSam: [Song] = [
    "I Container Multitudes", "Love Stack", "Shake It Off(set)", "Zero Padding", "Lazy Stacks of Love",
    "Spacer Oddity", "Frame by Frame", "Hot Modifiers", "Binding Me Softly",
].enumerated().map { Song(id: $0.offset, title: $0.element, samHasDibs: $0.offset % 4 == 1) }

/// Sommer's song ideas.
public let songsFromSommer: [Song] = [
    "Gradient Sky", "Opacity Blues", "Shadow Dancer", "Rounded Corners", "Blur Lines", "Offset Heart",
].enumerated().map { Song(id: 100 + $0.offset, title: $0.element) }

extension ContainerValues {
    @Entry var isDisplayBoardCardRejected: Bool = false
}

extension View {
    func displayBoardCardRejected(_ isRejected: Bool) -> some View {
        containerValue(\.isDisplayBoardCardRejected, isRejected)
    }
}

struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(alignment: .top, spacing: 40) {
            ForEach(sectionOf: content) { section in
                VStack(spacing: 20) {
                    if !section.header.isEmpty {
                        DisplayBoardSectionHeaderCard { section.header }
                    }
                    DisplayBoardSectionContent {
                        section.content
                    }
                    .background { BoardSectionBackgroundView() }
                }
            }
        }
        .padding(30)
        .background { BoardBackgroundView() }
    }
}

struct DisplayBoardSectionContent<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            Group(subviewsOf: content) { subviews in
                ForEach(subviews) { subview in
                    let values = subview.containerValues
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

struct CardView<Content: View>: View {
    enum Scale { case small, normal }
    var scale: Scale = .normal
    var isRejected = false
    @ViewBuilder var content: Content

    var body: some View {
        content
            .font(scale == .small ? .footnote : .callout)
            // Dark ink on the light sticky note, in either color scheme.
            .foregroundStyle(Color.black)
            .lineLimit(2)
            .multilineTextAlignment(.center)
            .padding(scale == .small ? 6 : 10)
            .frame(width: scale == .small ? 110 : 140, height: scale == .small ? 50 : 64)
            .background {
                RoundedRectangle(cornerRadius: 8).fill(Color(red: 1, green: 0.97, blue: 0.8))
            }
            .overlay {
                if isRejected {
                    GeometryReader { proxy in
                        Path { path in
                            path.move(to: CGPoint(x: 6, y: 6))
                            path.addLine(to: CGPoint(x: proxy.size.width - 6, y: proxy.size.height - 6))
                        }
                        .stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    }
                }
            }
    }
}

struct DisplayBoardSectionHeaderCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .font(.title3.bold())
            .foregroundStyle(Color.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background { Capsule().fill(Color.pink) }
    }
}

struct BoardBackgroundView: View {
    var body: some View { Color(red: 0.17, green: 0.2, blue: 0.33) }
}

struct BoardSectionBackgroundView: View {
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(Color.white.opacity(0.12)) }
}

/// Pins cards on the board in columns, each nudged by a seeded random offset, so the board
/// looks hand-made but renders the same every time.
struct DisplayBoardCardLayout: Layout {
    var columns = 2
    var spacing: CGFloat = 14

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = cellSize(subviews)
        let rows = (subviews.count + columns - 1) / columns
        return CGSize(width: CGFloat(columns) * (cell.width + spacing) + spacing,
                      height: CGFloat(rows) * (cell.height + spacing) + spacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = cellSize(subviews)
        var random = SeededRandom(seed: UInt64(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let column = CGFloat(index % columns), row = CGFloat(index / columns)
            let jitter = CGPoint(x: random.next(in: -5...5), y: random.next(in: -4...4))
            subview.place(
                at: CGPoint(x: bounds.minX + spacing + column * (cell.width + spacing) + jitter.x,
                            y: bounds.minY + spacing + row * (cell.height + spacing) + jitter.y),
                proposal: ProposedViewSize(cell))
        }
    }

    private func cellSize(_ subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
        }
    }
}

/// A small deterministic generator (SplitMix64) for the board's card placement.
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + CGFloat(Double(next() % 10_000) / 10_000) * (range.upperBound - range.lowerBound)
    }
}

/// The board as the session builds it at 16:15.
public struct KaraokeBoard: View {
    public init() {}

    public var body: some View {
        DisplayBoard {
            Section("Matt's Favorites") {
                Text("Scrolling in the Deep")
                    .displayBoardCardRejected(true)
                Text("Born to Build & Run")
                Text("Some Body like View")
            }
            Section("Sam's Favorites") {
                ForEach(songsFromSam) { song in
                    Text(song.title)
                        .displayBoardCardRejected(song.samHasDibs)
                }
            }
            Section("Sommer's Favorites") {
                ForEach(songsFromSommer) { song in Text(song.title) }
            }
            .displayBoardCardRejected(true)
        }
    }
}
