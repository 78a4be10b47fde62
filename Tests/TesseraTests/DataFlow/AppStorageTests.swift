import Foundation
import Testing
@_spi(Testing) @testable import Tessera

private enum Theme: String { case light, dark }

private struct Counter: View {
    let store: UserDefaults
    @AppStorage("count") private var count = 0
    init(store: UserDefaults) {
        self.store = store
        _count = AppStorage(wrappedValue: 0, "count", store: store)
    }
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

private struct Reader: View {
    @AppStorage private var count: Int
    @AppStorage private var theme: Theme
    @AppStorage private var name: String?
    init(store: UserDefaults) {
        _count = AppStorage(wrappedValue: 0, "count", store: store)
        _theme = AppStorage(wrappedValue: .light, "theme", store: store)
        _name = AppStorage("name", store: store)
    }
    var body: some View {
        VStack {
            Text("read \(count)")
            Button("theme \(theme.rawValue)") { theme = theme == .light ? .dark : .light }
            Button("name \(name ?? "none")") { name = name == nil ? "Ada" : nil }
        }
    }
}

@MainActor
@Suite("AppStorage")
struct AppStorageTests {
    private func freshStore() -> UserDefaults {
        UserDefaults(suiteName: "tessera-tests-\(UUID().uuidString)")!
    }

    @Test("a write stores the value and re-evaluates every view that read the key")
    func writeAndShare() {
        let store = freshStore()
        let host = OffscreenHost(rootView: VStack { Counter(store: store); Reader(store: store) }, size: CGSize(width: 300, height: 300))
        #expect(host.frame(ofText: "count 0") != nil)
        #expect(host.tapButton("count 0"))
        #expect(host.tapButton("count 1"))
        #expect(store.integer(forKey: "count") == 2)
        #expect(host.frame(ofText: "read 2") != nil)
    }

    @Test("a value already in the store is read at first; raw-representable and optional values round-trip, nil removes the key")
    func codings() {
        let store = freshStore()
        store.set(41, forKey: "count")
        let host = OffscreenHost(rootView: Reader(store: store), size: CGSize(width: 300, height: 300))
        #expect(host.frame(ofText: "read 41") != nil)
        #expect(host.tapButton("theme light"))
        #expect(store.string(forKey: "theme") == "dark")
        #expect(host.frame(ofText: "theme dark") != nil)
        #expect(host.tapButton("name none"))
        #expect(store.string(forKey: "name") == "Ada")
        #expect(host.tapButton("name Ada"))
        #expect(store.object(forKey: "name") == nil)
    }
}
