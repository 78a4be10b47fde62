import Testing
@_spi(Testing) import Tessera

private struct EagerJumper: View {
    let target: Int
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") { proxy.scrollTo(target, anchor: .center) }.frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100) { Text("Row \($0)").frame(height: 20) }
                    }
                }
            }
        }
    }
}

@MainActor
@Suite("ScrollViewReader over built content")
struct ScrollViewReaderTests {
    @Test("scrollTo a row of an eager VStack centers it by its frame")
    func eagerTarget() {
        let host = OffscreenHost(rootView: EagerJumper(target: 50), size: CGSize(width: 300, height: 440))
        #expect(host.tapButton("Jump"))
        // The scroll view is 400 high below the 40-point button: its center is at 240.
        #expect(abs((host.frame(ofText: "Row 50")?.midY ?? 0) - 240) < 0.5)
    }

    @Test("scrollTo an unknown id warns and leaves the offset alone")
    func unknownTarget() {
        let host = OffscreenHost(rootView: EagerJumper(target: 5_000), size: CGSize(width: 300, height: 440))
        let before = host.frame(ofText: "Row 0")
        #expect(host.tapButton("Jump"))
        #expect(host.frame(ofText: "Row 0") == before)
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("no view with id 5000") })
    }
}
