import Foundation
import Testing
@testable import Tessera

@Suite("Color resolution")
struct ColorResolutionTests {
    @Test("system colors take their light or dark appearance")
    func systemColors() {
        let light = Color.red.resolved(in: .light), dark = Color.red.resolved(in: .dark)
        #expect(light == Color.Resolved(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(dark == Color.Resolved(red: 1, green: 69 / 255, blue: 58 / 255))
        #expect(Color.primary.resolved(in: .light).red == 0 && Color.primary.resolved(in: .dark).red == 1)
    }

    @Test("constant colors resolve to themselves in both schemes")
    func constantColors() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
        #expect(color.resolved(in: .light) == color.resolved(in: .dark))
        #expect(color.resolved(in: .light).opacity == 0.5)
    }

    @Test("opacity multiplies both appearances")
    func opacity() {
        #expect(Color.blue.opacity(0.5).resolved(in: .dark).opacity == 0.5)
        #expect(Color.blue.opacity(0.5).resolved(in: .dark).blue == Color.blue.resolved(in: .dark).blue)
    }

    @Test("linear components convert through the sRGB transfer function")
    func linear() {
        let color = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 1)
        #expect(abs(color.red - 0.7353569) < 1e-5)
        #expect(abs(color.linearRed - 0.5) < 1e-5)
        #expect(color.description == "#BC00FFFF")
    }

    @Test("a color resolved through the environment uses its color scheme")
    func environment() {
        var environment = EnvironmentValues()
        #expect(Color.green.resolve(in: environment) == Color.green.resolved(in: .light))
        environment.colorScheme = .dark
        #expect(Color.green.resolve(in: environment) == Color.green.resolved(in: .dark))
    }
}
