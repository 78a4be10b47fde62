import Foundation
import Testing
@_spi(Testing) @testable import Tessera

private struct Fruit: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

private let fruits = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]

/// The everyday split view: a sidebar list whose selection drives the detail.
private struct FruitSplit: View {
    @State private var selection: Fruit.ID?
    var body: some View {
        NavigationSplitView {
            List(fruits, selection: $selection) { fruit in
                Text(fruit.name)
            }
            .navigationTitle("Fruit")
        } detail: {
            if let selection {
                FruitDetail(name: selection)
            } else {
                Text("Pick a fruit")
            }
        }
    }
}

private struct FruitDetail: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("About \(name)")
            Button("Taps \(taps)") { taps += 1 }
            NavigationLink("Seeds", value: 3)
        }
        .navigationTitle(name)
        .navigationDestination(for: Int.self) { Text("\($0) seeds") }
    }
}

/// Value links in the sidebar (no selection) with a destination declared there.
private struct LinkSplit: View {
    var body: some View {
        NavigationSplitView {
            VStack {
                NavigationLink("Show Apple", value: Fruit(name: "Apple"))
                NavigationLink("Plain view") { Text("A plain destination") }
            }
            .navigationDestination(for: Fruit.self) { Text("Destination \($0.name)") }
        } detail: {
            Text("Nothing yet")
        }
    }
}

/// Three columns, the detail its own NavigationStack.
private struct ThreeColumns: View {
    @State private var group: String?
    @State private var item: String?
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["Red", "Green"], id: \.self, selection: $group) { Text($0) }
            Button("Hide leading") { visibility = .detailOnly }
        } content: {
            if let group {
                List(["\(group) 1", "\(group) 2"], id: \.self, selection: $item) { Text($0) }
            } else {
                Text("Pick a group")
            }
        } detail: {
            NavigationStack {
                VStack {
                    Text(item.map { "Item \($0)" } ?? "No item")
                    NavigationLink("Deeper") { Text("Deep page") }
                }
            }
        }
    }
}

/// Reports a view's frame (SwiftUI API: GeometryReader + preference).
private struct FrameKey: PreferenceKey {
    static let defaultValue: [String: CGRect] = [:]
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

private extension View {
    func reportFrame(_ name: String) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: FrameKey.self, value: [name: proxy.frame(in: .global)])
        })
    }
}

private final class Frames {
    var values: [String: CGRect] = [:]
}

private struct WidthSplit: View {
    let frames: Frames
    var body: some View {
        NavigationSplitView {
            Color.red.reportFrame("sidebar")
                .navigationSplitViewColumnWidth(200)
        } detail: {
            Color.blue.reportFrame("detail")
        }
        .onPreferenceChange(FrameKey.self) { frames.values = $0 }
    }
}

@MainActor
@Suite("Navigation: NavigationSplitView")
struct NavigationSplitViewTests {
    private let wide = CGSize(width: 900, height: 500)
    private let narrow = CGSize(width: 390, height: 600)

    @Test("wide: the sidebar and the detail side by side; a selection changes the detail")
    func wideSelection() throws {
        let host = OffscreenHost(rootView: FruitSplit(), size: wide)
        let apple = try #require(host.placedFrame(ofText: "Apple"))
        let placeholder = try #require(host.placedFrame(ofText: "Pick a fruit"))
        #expect(apple.maxX <= 280, "the sidebar is 280 points wide")
        #expect(placeholder.midX > 280 + 100, "the detail is centred in the rest: \(placeholder)")
        let banana = try #require(host.placedFrame(ofText: "Banana"))
        #expect(apple.maxY <= banana.minY)
        #expect(host.tap(at: CGPoint(x: banana.midX, y: banana.midY)))
        #expect(host.placedFrame(ofText: "About Banana") != nil)
        #expect(host.placedFrame(ofText: "Apple") != nil, "the sidebar stays")
    }

    @Test("narrow: collapsed into a stack; a selection shows the detail, back returns to the sidebar")
    func collapsed() throws {
        let host = OffscreenHost(rootView: FruitSplit(), size: narrow)
        let cherry = try #require(host.placedFrame(ofText: "Cherry"))
        #expect(host.placedFrame(ofText: "Pick a fruit") == nil, "only the sidebar is shown")
        _ = host.tap(at: CGPoint(x: cherry.midX, y: cherry.midY))
        #expect(host.placedFrame(ofText: "About Cherry") != nil)
        #expect(host.placedFrame(ofText: "Apple") == nil)
        // The detail's back button is named by the sidebar's title.
        #expect(host.tapButton("Fruit"))
        #expect(host.placedFrame(ofText: "Apple") != nil)
        #expect(host.placedFrame(ofText: "About Cherry") == nil)
    }

    @Test("collapsed: Escape goes back a column after popping the detail's own screens")
    func collapsedKeyboard() throws {
        let host = OffscreenHost(rootView: FruitSplit(), size: narrow)
        let apple = try #require(host.placedFrame(ofText: "Apple"))
        _ = host.tap(at: CGPoint(x: apple.midX, y: apple.midY))
        #expect(host.tapButton("Seeds"))
        #expect(host.placedFrame(ofText: "3 seeds") != nil)
        #expect(host.press(key: .escape))
        #expect(host.placedFrame(ofText: "About Apple") != nil)
        #expect(host.press(key: .escape))
        #expect(host.placedFrame(ofText: "Banana") != nil)
        #expect(!host.press(key: .escape))
    }

    @Test("the detail keeps its state across a resize that collapses and expands the split view")
    func resizeKeepsState() throws {
        let host = OffscreenHost(rootView: FruitSplit(), size: wide)
        let apple = try #require(host.placedFrame(ofText: "Apple"))
        _ = host.tap(at: CGPoint(x: apple.midX, y: apple.midY))
        #expect(host.tapButton("Taps 0"))
        #expect(host.placedFrame(ofText: "Taps 1") != nil)
        host.size = narrow; host.update()
        #expect(host.placedFrame(ofText: "Taps 1") != nil, "collapsed after a selection: the detail is on top")
        #expect(host.placedFrame(ofText: "Banana") == nil)
        host.size = wide; host.update()
        #expect(host.placedFrame(ofText: "Taps 1") != nil)
        #expect(host.placedFrame(ofText: "Apple") != nil)
    }

    @Test("value and view links in the sidebar show their destination in the detail column, as its root")
    func sidebarLinks() {
        let host = OffscreenHost(rootView: LinkSplit(), size: wide)
        #expect(host.placedFrame(ofText: "Nothing yet") != nil)
        #expect(host.tapButton("Show Apple"))
        #expect(host.placedFrame(ofText: "Destination Apple") != nil)
        #expect(host.placedFrame(ofText: "Nothing yet") == nil)
        #expect(!host.tapButton("Back"), "the destination replaces the detail's root: no back button")
        #expect(host.tapButton("Plain view"))
        #expect(host.placedFrame(ofText: "A plain destination") != nil)
        #expect(host.placedFrame(ofText: "Destination Apple") == nil)
    }

    @Test("three columns; the detail's own NavigationStack pushes; columnVisibility hides the leading columns")
    func threeColumns() throws {
        let host = OffscreenHost(rootView: ThreeColumns(), size: CGSize(width: 1100, height: 500))
        #expect(host.placedFrame(ofText: "Pick a group") != nil)
        let red = try #require(host.placedFrame(ofText: "Red"))
        _ = host.tap(at: CGPoint(x: red.midX, y: red.midY))
        let item = try #require(host.placedFrame(ofText: "Red 2"))
        #expect(item.minX >= 280, "the content column follows the sidebar")
        _ = host.tap(at: CGPoint(x: item.midX, y: item.midY))
        #expect(host.placedFrame(ofText: "Item Red 2") != nil)
        #expect(host.tapButton("Deeper"))
        #expect(host.placedFrame(ofText: "Deep page") != nil)
        #expect(host.placedFrame(ofText: "Red") != nil, "pushing in the detail keeps the leading columns")
        #expect(host.tapButton("Back"))
        #expect(host.tapButton("Hide leading"))
        #expect(host.placedFrame(ofText: "Red") == nil)
        let detail = try #require(host.placedFrame(ofText: "Item Red 2"))
        #expect(abs(detail.midX - 550) < 1, "the detail takes the whole width: \(detail)")
    }

    @Test("navigationSplitViewColumnWidth sets the sidebar's width")
    func columnWidth() throws {
        let frames = Frames()
        _ = OffscreenHost(rootView: WidthSplit(frames: frames), size: wide)
        let sidebar = try #require(frames.values["sidebar"])
        let detail = try #require(frames.values["detail"])
        #expect(sidebar.width == 200)
        #expect(detail.minX == 200)
        #expect(detail.width == 700)
    }

    @Test("a compact horizontal size class collapses a wide split view")
    func sizeClass() {
        let host = OffscreenHost(rootView: FruitSplit().environment(\.horizontalSizeClass, .compact), size: wide)
        #expect(host.placedFrame(ofText: "Apple") != nil)
        #expect(host.placedFrame(ofText: "Pick a fruit") == nil)
    }
}
