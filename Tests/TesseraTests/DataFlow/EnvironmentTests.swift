import Testing
@_spi(Testing) import Tessera

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

private struct VolumeKey: EnvironmentKey {
    static let defaultValue = 5
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
    fileprivate var volume: Int {
        get { self[VolumeKey.self] }
        set { self[VolumeKey.self] = newValue }
    }
}

@MainActor
private final class Counts { var theme = 0; var volume = 0 }

private struct ThemeReader: View {
    @Environment(\.theme) var theme
    let counts: Counts
    var body: some View {
        let _ = counts.theme += 1
        Text("theme \(theme)")
    }
}

private struct VolumeReader: View {
    @Environment(\.volume) var volume
    let counts: Counts
    var body: some View {
        let _ = counts.volume += 1
        Text("volume \(volume)")
    }
}

private struct Settings: View {
    @State var theme = "dark"
    @State var volume = 1
    let counts: Counts
    var body: some View {
        VStack {
            Inner(counts: counts)
            Button("Louder") { volume += 1 }
        }
        .environment(\.theme, theme)
        .environment(\.volume, volume)
    }
}

private struct Inner: View {
    let counts: Counts
    var body: some View {
        VStack {
            ThemeReader(counts: counts)
            VolumeReader(counts: counts)
        }
    }
}

@MainActor
@Suite("@Environment")
struct EnvironmentTests {
    @Test("default values, and values set by an ancestor")
    func values() {
        let counts = Counts()
        let host = OffscreenHost(rootView: ThemeReader(counts: counts))
        #expect(host.tree.allNodes.contains { $0.text == "theme light" })
        let set = OffscreenHost(rootView: ThemeReader(counts: counts).environment(\.theme, "dark"))
        #expect(set.tree.allNodes.contains { $0.text == "theme dark" })
    }

    @Test("changing one environment value re-evaluates only the views that read it")
    func onlyReaders() {
        let counts = Counts()
        let host = OffscreenHost(rootView: Settings(counts: counts))
        #expect((counts.theme, counts.volume) == (1, 1))
        host.tapButton("Louder")
        #expect((counts.theme, counts.volume) == (1, 2))
        #expect(host.tree.allNodes.contains { $0.text == "volume 2" })
    }

    @Test("transformEnvironment edits the inherited value")
    func transform() {
        let counts = Counts()
        let host = OffscreenHost(rootView: VolumeReader(counts: counts)
            .transformEnvironment(\.volume) { $0 *= 3 }
            .environment(\.volume, 4))
        #expect(host.tree.allNodes.contains { $0.text == "volume 12" })
    }
}
