import Foundation
import Testing
@testable import Tessera
@testable import TesseraCairo

@Suite("PDF and SVG output") @MainActor
struct VectorOutputTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-vector-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    var card: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Vector card").font(.headline)
            HStack {
                Circle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).stroke(Color.orange, lineWidth: 3).frame(width: 60, height: 40)
                Image(systemName: "heart.fill").foregroundStyle(.pink)
                Color.green.frame(width: 30, height: 30).blur(radius: 3).shadow(radius: 4)
            }
        }
        .padding()
    }

    @Test("writePDF writes a one-page PDF the size of the content, in points")
    func pdf() throws {
        let renderer = ImageRenderer(content: card)
        renderer.proposedSize = ProposedViewSize(width: 240, height: 120)
        let url = folder.appendingPathComponent("card.pdf")
        try renderer.writePDF(to: url)
        let data = try Data(contentsOf: url)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/MediaBox [ 0 0 240 120 ]"))
        #expect(text.contains("/Type /Page"))
        #expect(text.contains("/FontFile"))    // the text is real text, with an embedded font
        #expect(data.count > 1000)
    }

    @Test("writeSVG writes an SVG document the size of the content, with paths and glyphs")
    func svg() throws {
        let renderer = ImageRenderer(content: card)
        renderer.proposedSize = ProposedViewSize(width: 240, height: 120)
        renderer.isOpaque = true
        renderer.colorScheme = .dark
        let url = folder.appendingPathComponent("card.svg")
        try renderer.writeSVG(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"240pt\""))
        #expect(text.contains("height=\"120pt\""))
        #expect(text.contains("<path"))
        #expect(text.contains("Gradient"))
        #expect(text.contains("rgb(0%, 0%, 0%)") || text.contains("rgb(0%,0%,0%)"))    // the dark background
    }

    @Test("an unwritable location throws instead of crashing")
    func unwritable() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        #expect(throws: (any Error).self) { try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/out.pdf")) }
        #expect(throws: (any Error).self) { try renderer.writeSVG(to: URL(fileURLWithPath: "/nonexistent-folder/out.svg")) }
    }
}
