import Foundation
import Testing
@_spi(Testing) @testable import Tessera
@testable import TesseraCairo

@Suite("Pango metrics feed layout") @MainActor
struct TextLayoutWithPangoTests {
    @Test("a Text that wraps in a 100-wide frame gets the height of its lines")
    func wrappedHeight() {
        let string = "The quick brown fox jumps over the lazy dog"
        var environment = EnvironmentValues()
        let engine = PangoTextEngine()
        environment.textEngine = engine
        let host = OffscreenHost(rootView: Text(string).frame(width: 100), size: CGSize(width: 300, height: 300),
                                 environment: environment)
        let frame = host.frame(ofText: string)
        let expected = engine.layout([TextRun(string, font: Font.body.resolved())], options: TextLayoutOptions(), proposedWidth: 100)
        #expect(expected.lines.count >= 3)
        #expect(frame.map { abs($0.height - expected.size.height) < 0.01 } == true)
        #expect((frame?.width ?? .infinity) <= 100)
    }
}
