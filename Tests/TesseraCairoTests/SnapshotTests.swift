import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

/// Reference renderings of the drawing model. Look at a reference before committing it.
@Suite("Snapshots") @MainActor
struct SnapshotTests {
    let renderer = CairoRenderer()
    let engine = PangoTextEngine()
    let white = Color.Resolved(red: 1, green: 1, blue: 1)

    @Test("shapes: fills, strokes, stroke borders and a trim")
    func shapes() throws {
        var builder = DisplayListBuilder()
        let context = ShapeStyleContext()
        let cell = CGSize(width: 80, height: 60)
        func frame(_ column: Int, _ row: Int) -> CGRect {
            CGRect(x: 10 + CGFloat(column) * 90, y: 10 + CGFloat(row) * 70, width: cell.width, height: cell.height)
        }
        Rectangle().fill(Color.red).record(in: frame(0, 0), context: context, node: 1, into: &builder)
        RoundedRectangle(cornerRadius: 16).fill(Color.orange).record(in: frame(1, 0), context: context, node: 2, into: &builder)
        RoundedRectangle(cornerRadius: 16, style: .circular).fill(Color.yellow).record(in: frame(2, 0), context: context, node: 3, into: &builder)
        Circle().fill(Color.green).record(in: frame(3, 0), context: context, node: 4, into: &builder)
        Ellipse().stroke(Color.blue, lineWidth: 4).record(in: frame(0, 1), context: context, node: 5, into: &builder)
        Capsule().strokeBorder(Color.indigo, style: StrokeStyle(lineWidth: 3, dash: [8, 4])).record(in: frame(1, 1), context: context, node: 6, into: &builder)
        UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 8).fill(Color.purple).record(in: frame(2, 1), context: context, node: 7, into: &builder)
        Circle().trim(from: 0, to: 0.75).stroke(Color.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            .record(in: frame(3, 1), context: context, node: 8, into: &builder)
        let image = renderer.render(builder.finish(), size: CGSize(width: 370, height: 150), background: white)
        try Snapshot.assertMatches(image, named: "shapes")
    }

    @Test("gradients: linear, radial and angular")
    func gradients() throws {
        var builder = DisplayListBuilder()
        let context = ShapeStyleContext()
        let frames = (0..<3).map { CGRect(x: 10 + CGFloat($0) * 90, y: 10, width: 80, height: 80) }
        RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.blue, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .record(in: frames[0], context: context, node: 1, into: &builder)
        Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 40))
            .record(in: frames[1], context: context, node: 2, into: &builder)
        Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
            .record(in: frames[2], context: context, node: 3, into: &builder)
        let image = renderer.render(builder.finish(), size: CGSize(width: 280, height: 100), background: white)
        try Snapshot.assertMatches(image, named: "gradients")
    }

    @Test("text in several fonts, weights and decorations")
    func text() throws {
        var builder = DisplayListBuilder()
        let black = DisplayList.Shading.color(Color.primary.resolved(in: .light))
        let fonts: [(String, ResolvedFont)] = [
            ("Large Title 34", ResolvedFont(size: 34)),
            ("Headline semibold 17", ResolvedFont(size: 17, weight: .semibold)),
            ("Body regular 17 — Tessera", ResolvedFont(size: 17)),
            ("Light italic 20", ResolvedFont(size: 20, weight: .light, isItalic: true)),
            ("Black 22", ResolvedFont(size: 22, weight: .black)),
            ("Monospaced 15 {x: 42}", ResolvedFont(size: 15, design: .monospaced)),
            ("Serif 17", ResolvedFont(size: 17, design: .serif)),
        ]
        var y: CGFloat = 8
        for (index, (string, font)) in fonts.enumerated() {
            let layout = engine.layout([TextRun(string, font: font)], options: TextLayoutOptions(), proposedWidth: nil)
            builder.text(layout, at: CGPoint(x: 10, y: y), runs: [DisplayList.RunStyle(font: font, shading: black)], id: .init(node: index))
            y += layout.size.height + 4
        }
        let caption = ResolvedFont(size: 15)
        let runs = [TextRun("Underlined, ", font: caption), TextRun("struck", font: caption), TextRun(" and a wrapped gradient line of text", font: caption)]
        let layout = engine.layout(runs, options: TextLayoutOptions(), proposedWidth: 260)
        let gradient = DisplayList.Shading.linearGradient(
            [.init(color: Color.blue.resolved(in: .light), location: 0), .init(color: Color.red.resolved(in: .light), location: 1)],
            start: CGPoint(x: 10, y: 0), end: CGPoint(x: 270, y: 0))
        builder.text(layout, at: CGPoint(x: 10, y: y), runs: [
            DisplayList.RunStyle(font: caption, shading: black, underline: .init()),
            DisplayList.RunStyle(font: caption, shading: .color(Color.red.resolved(in: .light)), strikethrough: .init(pattern: .solid)),
            DisplayList.RunStyle(font: caption, shading: gradient),
        ], id: .init(node: 100))
        y += layout.size.height + 8
        let image = renderer.render(builder.finish(), size: CGSize(width: 320, height: y), background: white)
        try Snapshot.assertMatches(image, named: "text")
    }

    @Test("symbols, including the seed's number badges, at 2x")
    func symbols() throws {
        var builder = DisplayListBuilder()
        let names = ["heart.fill", "checkmark", "1.circle.fill", "2.circle.fill", "3.circle.fill", "42.circle.fill",
                     "7.circle", "9.square.fill", "star.fill", "gear", "trash", "folder", "doc", "person", "house",
                     "magnifyingglass", "bell", "envelope", "calendar", "clock", "info.circle", "exclamationmark.triangle",
                     "chevron.right", "plus", "minus", "xmark", "not.a.symbol"]
        let colors: [Color] = [.red, .green, .blue, .orange, .purple, .pink, .indigo, .teal, .yellow, .gray]
        for (index, name) in names.enumerated() {
            let rect = CGRect(x: 8 + CGFloat(index % 9) * 40, y: 8 + CGFloat(index / 9) * 40, width: 32, height: 32)
            builder.image(.system(name), in: rect, shading: .color(colors[index % colors.count].resolved(in: .light)),
                          id: .init(node: index))
        }
        let image = renderer.render(builder.finish(), size: CGSize(width: 368, height: 128), scale: 2, background: white)
        try Snapshot.assertMatches(image, named: "symbols")
    }

    @Test("effects: opacity, shadow, blur, rotation and a clip, in dark mode colors")
    func effects() throws {
        var builder = DisplayListBuilder()
        let context = ShapeStyleContext(colorScheme: .dark)
        builder.fill(Path(CGRect(x: 0, y: 0, width: 360, height: 100)), with: .color(Color.Resolved(red: 0.1, green: 0.1, blue: 0.12)), id: .init(node: 0))
        builder.withGroup(id: .init(node: 1), effects: .init(opacity: 0.5)) {
            Circle().fill(Color.red).record(in: CGRect(x: 10, y: 10, width: 80, height: 80), context: context, node: 2, into: &$0)
        }
        builder.withGroup(id: .init(node: 3), effects: .init(shadow: .init(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.8), radius: 6, offset: CGSize(width: 4, height: 4)))) {
            RoundedRectangle(cornerRadius: 10).fill(Color.blue).record(in: CGRect(x: 100, y: 15, width: 60, height: 60), context: context, node: 4, into: &$0)
        }
        builder.withGroup(id: .init(node: 5), effects: .init(blurRadius: 6)) {
            Rectangle().fill(Color.green).record(in: CGRect(x: 190, y: 25, width: 50, height: 50), context: context, node: 6, into: &$0)
        }
        let center = CGPoint(x: 300, y: 50)
        let rotation = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 8))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        builder.withGroup(id: .init(node: 7), effects: .init(transform: rotation, clip: .init(path: Path(ellipseIn: CGRect(x: 265, y: 15, width: 70, height: 70))))) {
            Rectangle().fill(Color.orange).record(in: CGRect(x: 265, y: 15, width: 70, height: 70), context: context, node: 8, into: &$0)
            Rectangle().fill(Color.yellow).record(in: CGRect(x: 265, y: 15, width: 35, height: 35), context: context, node: 9, into: &$0)
        }
        let image = renderer.render(builder.finish(), size: CGSize(width: 360, height: 100))
        try Snapshot.assertMatches(image, named: "effects")
    }
}
