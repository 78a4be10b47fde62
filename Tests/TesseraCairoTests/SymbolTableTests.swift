import Foundation
import Testing
@_spi(Testing) @testable import Tessera
@testable import TesseraCairo

@Suite("System symbols")
struct SymbolTableTests {
    let renderer = CairoRenderer()

    @Test("every mapped Material name is a ligature in the installed icon font")
    func ligatures() {
        let missing = Set(SymbolTable.materialNames.values).filter { !renderer.isMaterialLigature($0) }.sorted()
        #expect(missing.isEmpty, "not ligatures: \(missing)")
        #expect(!renderer.isMaterialLigature("not_an_icon_name"))
    }

    @Test("the seeds' symbols are covered")
    func seeds() {
        #expect(SymbolTable.drawing(for: "heart.fill") == .material("favorite"))
        #expect(SymbolTable.drawing(for: "checkmark") == .material("check"))
        for n in 0...50 {
            #expect(SymbolTable.drawing(for: "\(n).circle.fill") == .numberBadge(n, shape: .circle, filled: true))
        }
        #expect(SymbolTable.drawing(for: "51.circle.fill") == nil)
        #expect(SymbolTable.drawing(for: "01.circle") == nil)
        #expect(SymbolTable.drawing(for: "7.square") == .numberBadge(7, shape: .square, filled: false))
    }

    @Test("a symbol draws in its paint, centred in its rectangle")
    func drawsSymbol() {
        var builder = DisplayListBuilder()
        builder.image(.system("heart.fill"), in: CGRect(x: 0, y: 0, width: 48, height: 48),
                      shading: .color(Color.red.resolved(in: .light)), id: .init(node: 1))
        let image = renderer.render(builder.finish(), size: CGSize(width: 48, height: 48))
        #expect(image.pixel(x: 24, y: 26) == (255, 59, 48, 255))
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test("a filled number badge knocks the number out of the circle")
    func numberBadge() {
        var builder = DisplayListBuilder()
        builder.image(.system("1.circle.fill"), in: CGRect(x: 0, y: 0, width: 64, height: 64),
                      shading: .color(Color.blue.resolved(in: .light)), id: .init(node: 1))
        let image = renderer.render(builder.finish(), size: CGSize(width: 64, height: 64))
        #expect(image.pixel(x: 14, y: 32) == (0, 122, 255, 255))
        #expect(image.pixel(x: 33, y: 32).alpha < 40)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
    }

    @Test("an unknown symbol draws a crossed box and warns once")
    func unknownSymbol() {
        var builder = DisplayListBuilder()
        builder.image(.system("no.such.symbol.for.tests"), in: CGRect(x: 0, y: 0, width: 32, height: 32),
                      shading: .color(Color.Resolved(red: 0, green: 0, blue: 0)), id: .init(node: 1))
        let list = builder.finish()
        let image = renderer.render(list, size: CGSize(width: 32, height: 32))
        _ = renderer.render(list, size: CGSize(width: 32, height: 32))
        #expect(image.pixel(x: 16, y: 16).alpha == 255)
        #expect(image.pixel(x: 1, y: 16).alpha == 255)
        #expect(image.pixel(x: 16, y: 8).alpha == 0)
        let warnings = RuntimeWarnings.shared.messages.filter { $0.contains("no.such.symbol.for.tests") }
        #expect(warnings == ["No symbol named 'no.such.symbol.for.tests' found in system symbol set"])
    }
}
