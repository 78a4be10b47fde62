import Testing
@testable import Tessera

@Observable
private final class LeakObservableModel {
    var count = 0
}

private final class LeakObjectModel: ObservableObject {
    @Published var count = 0
}

private struct LeakStateCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

private struct LeakObservableView: View {
    @State private var model = LeakObservableModel()
    var body: some View {
        Button("Observable \(model.count)") { model.count += 1 }
    }
}

private struct LeakObjectView: View {
    @StateObject private var model = LeakObjectModel()
    var body: some View {
        Button("Object \(model.count)") { model.count += 1 }
    }
}

private struct LeakControlsView: View {
    @State private var text = ""
    @State private var isOn = false
    @State private var value = 0.5
    @State private var showsSheet = true
    var body: some View {
        VStack {
            List {
                TextField("Name", text: $text)
                Toggle("On", isOn: $isOn)
                Slider(value: $value)
                GeometryReader { proxy in Text("Width \(proxy.size.width)") }
            }
        }
        .overlay { Color.red.opacity(0.1) }
        .background { Color.blue }
        .onChange(of: isOn) { value = 1 }
        .sheet(isPresented: $showsSheet) { Text("Sheet") }
    }
}

private struct LeakLifecycleView: View {
    @State private var appeared = false
    var body: some View {
        Text(appeared ? "Appeared" : "Waiting")
            .onAppear { appeared = true }
            .task { }
    }
}

/// What a dropped host must free: the host, its graph, its nodes and its layout nodes.
@MainActor
private struct WeakHost {
    weak var host: AnyObject?
    weak var graph: ViewGraph?
    weak var root: ViewNode?
    weak var leaf: ViewNode?
    weak var rootLayout: LayoutNode?
    weak var leafLayout: LayoutNode?

    /// Mounts `view`, updates it, taps `tap` if given, and keeps weak references only.
    init<V: View>(_ view: V, tap: String? = nil) {
        let host = OffscreenHost(rootView: view)
        host.update()
        if let tap { host.tapButton(tap) }
        host.update()
        var deepest = host.graph.root
        while let child = deepest?.children.last { deepest = child }
        self.host = host
        graph = host.graph
        root = host.graph.root
        leaf = deepest
        rootLayout = host.rootLayout
        leafLayout = deepest?.layoutNode
    }

    var survivors: [String] {
        [("host", host), ("graph", graph), ("root node", root), ("leaf node", leaf),
         ("root layout", rootLayout), ("leaf layout", leafLayout)]
            .compactMap { $0.1 == nil ? nil : $0.0 }
    }
}

@MainActor
@Suite("A dropped host frees its graph, nodes and layout")
struct DeallocationTests {
    @Test("Text") func text() {
        #expect(WeakHost(Text("Hello")).survivors == [])
    }

    @Test("VStack with @State and a Button") func stateAndButton() {
        #expect(WeakHost(LeakStateCounter(), tap: "Increment").survivors == [])
    }

    @Test("ForEach") func forEach() {
        #expect(WeakHost(VStack { ForEach(0..<5, id: \.self) { Text("Row \($0)") } }).survivors == [])
    }

    @Test("ScrollView with a LazyVStack") func lazyStack() {
        let view = ScrollView { LazyVStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } } }
        #expect(WeakHost(view).survivors == [])
    }

    @Test("onAppear and task") func lifecycle() {
        #expect(WeakHost(LeakLifecycleView()).survivors == [])
    }

    @Test("@Observable model") func observable() {
        #expect(WeakHost(LeakObservableView(), tap: "Observable 0").survivors == [])
    }

    @Test("ObservableObject model") func observableObject() {
        #expect(WeakHost(LeakObjectView(), tap: "Object 0").survivors == [])
    }

    @Test("List, controls, GeometryReader, overlay, background, onChange, sheet")
    func controls() {
        #expect(WeakHost(LeakControlsView()).survivors == [])
    }
}
