import Testing
@_spi(Testing) import Tessera

@MainActor
private func separatorFrames<V: View>(_ host: OffscreenHost<V>) -> [CGRect] {
    host.layoutFrames.filter { $0.label == "Divider" }.map(\.frame)
}

@MainActor
@Suite("List row separators start at the row's text")
struct ListRowSeparatorTests {
    private let size = CGSize(width: 300, height: 400)

    @Test("a Label row's separator starts at its title, after the icon")
    func label() throws {
        let host = OffscreenHost(rootView: List {
            Label("Heart", systemImage: "heart.fill")
            Label("Flame", systemImage: "flame")
        }.listStyle(.plain), size: size)
        let title = try #require(host.frame(ofText: "Heart"))
        let separators = separatorFrames(host)
        #expect(separators.count == 2)
        // The icon comes first: the title starts further in than the row's 16-point inset.
        #expect(title.minX > 16 + 10)
        #expect(separators.allSatisfy { abs($0.minX - title.minX) < 0.01 && abs($0.maxX - 300) < 0.01 })
    }

    @Test("an HStack leading with an image starts the separator at its text; text-only rows at the inset")
    func imageThenText() throws {
        let host = OffscreenHost(rootView: List {
            HStack {
                Image(systemName: "star").frame(width: 30)
                Text("Starred")
            }
            Text("Plain")
        }.listStyle(.plain), size: size)
        let starred = try #require(host.frame(ofText: "Starred")), plain = try #require(host.frame(ofText: "Plain"))
        let separators = separatorFrames(host).sorted { $0.minY < $1.minY }
        #expect(separators.count == 2)
        #expect(abs(separators[0].minX - starred.minX) < 0.01)
        #expect(abs(separators[1].minX - plain.minX) < 0.01 && abs(plain.minX - 16) < 0.01)
    }

    @Test("a row without text starts its separator at the row's inset; an explicit guide moves it")
    func noTextAndExplicitGuide() {
        let host = OffscreenHost(rootView: List {
            Color.red.frame(width: 40, height: 20)
            HStack {
                Image(systemName: "star")
                Text("Moved")
            }
            .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
        }.listStyle(.plain), size: size)
        let separators = separatorFrames(host).sorted { $0.minY < $1.minY }
        #expect(separators.count == 2)
        #expect(separators.allSatisfy { abs($0.minX - 16) < 0.01 })
    }

    @Test("a grouped form's disclosure label row starts its separator at the label's title")
    func formDisclosureLabel() throws {
        let host = OffscreenHost(rootView: Form {
            DisclosureGroup(isExpanded: .constant(true)) {
                Toggle("Fill shape?", isOn: .constant(true))
            } label: {
                Label("Fill", systemImage: "drop")
            }
        }, size: size)
        let fill = try #require(host.frame(ofText: "Fill"))
        let separators = separatorFrames(host)
        // The label row has a separator; the last row of the section has none.
        #expect(separators.count == 1)
        #expect(abs(try #require(separators.first).minX - fill.minX) < 0.01)
    }
}
