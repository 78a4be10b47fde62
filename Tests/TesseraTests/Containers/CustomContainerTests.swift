import Testing
@_spi(Testing) import Tessera
import TesseraExamples

/// `ForEach(subviews:)` as in the session (05:27), counting what it resolves.
private struct SimpleBoard<Content: View>: View {
    let log: BoardLog
    @ViewBuilder var content: Content

    var body: some View {
        DisplayBoardCardLayout {
            ForEach(subviews: content) { subview in
                let _ = log.cards.append((.normal, subview.containerValues.isDisplayBoardCardRejected))
                CardView {
                    subview
                }
            }
        }
        .background { BoardBackgroundView() }
    }
}

/// The deprecated spellings from the session compile and behave the same.
private struct SessionSpellings<Content: View>: View {
    let log: BoardLog
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            ForEach(subviewOf: content) { subview in subview }
            Group(subviewsOf: content) { subviews in
                let _ = log.subviewCounts.append(subviews.count)
                EmptyView()
            }
            ForEach(sectionOf: content) { section in
                let _ = log.sections.append((section.header.count, section.content.count, section.footer.count))
                EmptyView()
            }
        }
    }
}

private struct Counter: View {
    @State var taps = 0
    var body: some View {
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct GrowingBoard: View {
    @State var showSommer = false
    let log: BoardLog
    var body: some View {
        VStack {
            DisplayBoardSectionContent(log: log) {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run")
                Text("Some Body like View")
                ForEach(songsFromSam) { song in Text(song.title) }
                if showSommer {
                    ForEach(songsFromSommer) { song in Text(song.title) }
                }
            }
            Button("Add Sommer's songs") { showSommer = true }
        }
    }
}

/// A container that sets a font on the subviews it places.
private struct TitledList<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                subview.font(.title)
            }
        }
    }
}

@MainActor
private func subviewCount<V: View>(@ViewBuilder of content: () -> V) -> Int {
    let log = BoardLog()
    _ = OffscreenHost(rootView: DisplayBoardSectionContent(log: log, content: content))
    return log.subviewCounts.last ?? -1
}

@MainActor
@Suite("Custom containers: subviews, sections, container values")
struct CustomContainerTests {
    @Test("3 Texts and a ForEach of 9 resolve to 12 subviews; adding a ForEach of 6 gives 18 and small cards")
    func counts() {
        let log = BoardLog()
        let host = OffscreenHost(rootView: GrowingBoard(log: log), size: CGSize(width: 800, height: 800))
        #expect(log.subviewCounts.last == 12)
        #expect(log.cards.suffix(12).allSatisfy { $0.scale == .normal })
        log.cards = []
        #expect(host.tapButton("Add Sommer's songs"))
        #expect(log.subviewCounts.last == 18)
        #expect(log.cards.suffix(18).allSatisfy { $0.scale == .small })
    }

    @Test("EmptyView gives 0, Group of 3 gives 3, if false gives 0, a nested HStack gives 1")
    func resolution() {
        #expect(subviewCount { EmptyView() } == 0)
        #expect(subviewCount { Group { Text("a"); Text("b"); Text("c") } } == 3)
        #expect(subviewCount { if false { Text("never") } } == 0)
        #expect(subviewCount { HStack { Text("a"); Text("b") } } == 1)
    }

    @Test("ForEach(subviews:) places each subview in a card, at the layout's positions")
    func placement() {
        let log = BoardLog()
        let host = OffscreenHost(rootView: SimpleBoard(log: log) {
            Text("Scrolling in the Deep")
            Text("Born to Build & Run")
            Text("Some Body like View")
            ForEach(songsFromSam) { song in Text(song.title) }
        }, size: CGSize(width: 400, height: 400))
        #expect(log.cards.count == 12)
        let first = host.frame(ofText: "Scrolling in the Deep")!
        let fourth = host.frame(ofText: "I Container Multitudes")!
        // Row 2 of the card layout is 50 points below row 1; the padding (8) offsets each text.
        #expect(fourth.minY - first.minY == 50)
        #expect(fourth.minX == first.minX)
    }

    @Test("sections: three sections with contents [3, 9, 6], headers, no footers; no sections → one implicit section")
    func sections() {
        let log = BoardLog()
        _ = OffscreenHost(rootView: DisplayBoard(log: log) {
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
        }, size: CGSize(width: 2000, height: 800))
        #expect(log.sections.map(\.content) == [3, 9, 6])
        #expect(log.sections.map(\.header) == [1, 1, 1])
        #expect(log.sections.map(\.footer) == [0, 0, 0])
        // Per-card flags, in order: Matt's first card; Sam's cards with dibs; all of Sommer's.
        let flags = log.cards.suffix(18).map(\.isRejected)
        #expect(Array(flags[0..<3]) == [true, false, false])
        #expect(Array(flags[3..<12]) == songsFromSam.map(\.samHasDibs))
        #expect(flags[12..<18].allSatisfy { $0 })

        let implicit = BoardLog()
        _ = OffscreenHost(rootView: DisplayBoard(log: implicit) { Text("a"); Text("b") })
        #expect(implicit.sections.count == 1)
        #expect(implicit.sections.first?.content == 2)
        #expect(implicit.sections.first?.header == 0)
    }

    @Test("a container value set inside a nested container does not reach the outer one")
    func containerValueScope() {
        let log = BoardLog()
        _ = OffscreenHost(rootView: SimpleBoard(log: log) {
            VStack {
                Text("inner").displayBoardCardRejected(true)
            }
            Text("outer")
        })
        #expect(log.cards.map(\.isRejected) == [false, false])
    }

    @Test("the nearest container value wins")
    func nearestWins() {
        let log = BoardLog()
        _ = OffscreenHost(rootView: SimpleBoard(log: log) {
            Group {
                Text("a").displayBoardCardRejected(false)
                Text("b")
            }
            .displayBoardCardRejected(true)
        })
        #expect(log.cards.map(\.isRejected) == [false, true])
    }

    @Test("a subview keeps its identity and state in the container")
    func subviewState() {
        let log = BoardLog()
        let host = OffscreenHost(rootView: SimpleBoard(log: log) {
            Counter()
            Text("static")
        })
        #expect(host.tapButton("taps 0"))
        #expect(host.tapButton("taps 1"))
        #expect(host.tree.allNodes.contains { $0.text == "taps 2" })
    }

    @Test("a subview takes the environment where the container places it; its own modifiers win")
    func placementEnvironment() {
        let host = OffscreenHost(rootView: TitledList {
            Text("placed")
            Text("own").font(.caption)
        })
        // Line height is 1.2 × the point size with the fixed-advance engine.
        #expect(isClose(host.frame(ofText: "placed")?.height, 1.2 * 28))
        #expect(isClose(host.frame(ofText: "own")?.height, 1.2 * 12))
    }

    @Test("the session's spellings (subviewOf:, subviewsOf:, sectionOf:) are accepted")
    func deprecatedSpellings() {
        let log = BoardLog()
        _ = OffscreenHost(rootView: SessionSpellings(log: log) {
            Text("a")
            Section("S") { Text("b"); Text("c") }
        })
        #expect(log.subviewCounts == [4])
        #expect(log.sections.map(\.content) == [1, 2])
    }
}
