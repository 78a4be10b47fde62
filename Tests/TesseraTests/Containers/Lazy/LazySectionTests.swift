import Testing
@_spi(Testing) import Tessera

private struct Chapter: Identifiable {
    let id: Int
}

private struct Line: View {
    let chapter: Int
    let line: Int
    var body: some View { Text("\(chapter).\(line)").frame(height: 20) }
}

@MainActor
@Suite("Lazy stacks over sections")
struct LazySectionTests {
    @Test("sections of 10,000 rows: headers and rows in order, only the visible rows built")
    func sectionsStayLazy() {
        let chapters = (0..<10).map(Chapter.init)
        let host = OffscreenHost(rootView: ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(chapters) { chapter in
                    Section {
                        ForEach(0..<10_000) { Line(chapter: chapter.id, line: $0) }
                    } header: {
                        Text("Chapter \(chapter.id)").frame(height: 30)
                    }
                }
            }
        }, size: CGSize(width: 400, height: 600))
        #expect(host.bodyEvaluations(of: Line.self) <= 35)
        #expect(host.frame(ofText: "Chapter 0")?.midY == 15)
        #expect(host.frame(ofText: "0.0")?.midY == 40)
        #expect(abs((host.frame(ofText: "0.1")?.midY ?? 0) - 60) < 0.001)
        // One screen down: the rows follow in order, only the newly visible ones are built.
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 600))
        #expect(abs((host.frame(ofText: "0.29")?.midY ?? 0) - 20) < 0.001)
        #expect(host.bodyEvaluations(of: Line.self) <= 35 + 36)
        // A jump into the second chapter lands by estimate (the header's 30 points are
        // estimated like a row): still O(visible), no crash.
        host.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 200_000))
        #expect(host.bodyEvaluations(of: Line.self) <= 35 + 36 + 3 * 36)
        #expect(host.tree.allNodes.filter { $0.baseName == "Line" }.count <= 45)
    }
}
