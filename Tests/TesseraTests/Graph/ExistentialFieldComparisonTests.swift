import Testing
import Tessera
import TesseraExamples

@MainActor
@Suite("Comparing view values whose fields hold existentials")
struct ExistentialFieldComparisonTests {
    @Test("the karaoke board (custom containers over sections) compares when its environment changes")
    func karaokeEnvironmentChange() {
        // A window's scene phase changes its root's environment: the root value is compared
        // field by field, down to fields whose static type is `any View`.
        let host = OffscreenHost(rootView: KaraokeBoard(), size: CGSize(width: 1100, height: 520))
        let before = host.nodeCount
        var environment = host.environment
        environment.colorScheme = .dark
        host.environment = environment
        #expect(host.nodeCount == before)
    }
}
