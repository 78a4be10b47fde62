import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Feed: ObservableObject {
    @Published var items = ["First"]
    func load() async {
        try? await Task.sleep(for: .milliseconds(10))
        items.insert("Newer", at: 0)
    }
}

private struct FeedView: View {
    @ObservedObject var feed: Feed
    var body: some View {
        List(feed.items, id: \.self) { Text($0) }
            .refreshable { await feed.load() }
    }
}

@MainActor
@Suite("refreshable")
struct RefreshableTests {
    @Test("pulling a refreshable list runs its async action through the host, then shows the new rows")
    func pull() async {
        let feed = Feed()
        let host = OffscreenHost(rootView: FeedView(feed: feed), size: CGSize(width: 300, height: 300))
        #expect(host.frame(ofText: "Newer") == nil)
        let first = host.frame(ofText: "First")!
        #expect(await host.pullToRefresh(at: CGPoint(x: first.midX, y: first.midY)))
        #expect(feed.items == ["Newer", "First"])
        #expect(host.frame(ofText: "Newer")!.maxY <= host.frame(ofText: "First")!.minY)
    }

    @Test("a list without a refresh action doesn't refresh; the action is in the environment")
    func none() async {
        let host = OffscreenHost(rootView: List { Text("Row") }, size: CGSize(width: 300, height: 300))
        #expect(await host.pullToRefresh(at: CGPoint(x: 150, y: 150)) == false)
        struct Reader: View {
            @Environment(\.refresh) var refresh
            var body: some View { Text(refresh == nil ? "no refresh" : "has refresh") }
        }
        let reader = OffscreenHost(rootView: Reader().refreshable {}, size: CGSize(width: 300, height: 100))
        #expect(reader.frame(ofText: "has refresh") != nil)
    }
}
