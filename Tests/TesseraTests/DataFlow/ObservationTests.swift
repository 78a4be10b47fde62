import Testing
@_spi(Testing) import Tessera

@Observable
private final class Library {
    var title = "Books"
    var count = 0
    @ObservationIgnored var ignored = 0
}

@MainActor
private final class Counts {
    var title = 0
    var count = 0
}

private struct TitleView: View {
    let library: Library
    let counts: Counts
    var body: some View {
        let _ = counts.title += 1
        Text(library.title)
    }
}

private struct CountView: View {
    let library: Library
    let counts: Counts
    var body: some View {
        let _ = counts.count += 1
        Text("\(library.count) \(library.ignored)")
    }
}

private struct LibraryView: View {
    let library: Library
    let counts: Counts
    var body: some View {
        VStack {
            TitleView(library: library, counts: counts)
            CountView(library: library, counts: counts)
        }
    }
}

private struct BindableEditor: View {
    @Bindable var library: Library
    var body: some View {
        Stepper("Count", value: $library.count)
    }
}

private struct EnvironmentLibraryReader: View {
    @Environment(Library.self) private var library
    var body: some View { Text("env \(library.title)") }
}

@MainActor
@Suite("@Observable models")
struct ObservationTests {
    @Test("a tracked property change re-evaluates only the views that read it")
    func onlyReaders() {
        let library = Library()
        let counts = Counts()
        let host = OffscreenHost(rootView: LibraryView(library: library, counts: counts))
        library.count = 1
        host.update()
        #expect((counts.title, counts.count) == (1, 2))
        library.title = "Papers"
        host.update()
        #expect((counts.title, counts.count) == (2, 2))
    }

    @Test("an @ObservationIgnored property change re-evaluates nothing")
    func ignoredProperty() {
        let library = Library()
        let counts = Counts()
        let host = OffscreenHost(rootView: LibraryView(library: library, counts: counts))
        library.ignored = 5
        #expect(!host.needsUpdate)
        host.update()
        #expect((counts.title, counts.count) == (1, 1))
    }

    @Test("@Bindable gives bindings to an observable object's properties")
    func bindable() {
        let library = Library()
        let host = OffscreenHost(rootView: BindableEditor(library: library))
        host.tapButton("+")
        host.tapButton("+")
        #expect(library.count == 2)
    }

    @Test(".environment(object) and @Environment(Model.self)")
    func environmentObservable() {
        let library = Library()
        let host = OffscreenHost(rootView: EnvironmentLibraryReader().environment(library))
        library.title = "Maps"
        host.update()
        #expect(host.tree.allNodes.contains { $0.text == "env Maps" })
    }
}
