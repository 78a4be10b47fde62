import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCairo
@testable import TesseraPreviews

#Preview("Sideways badge", traits: .landscapeRight) {
    Text("Badge")
}

#Preview(traits: .sizeThatFitsLayout) {
    Text("Just the text").padding(10)
}

#Preview("Fixed", traits: .fixedLayout(width: 120, height: 48)) {
    Text("Fixed")
}

/// A modifier with an asynchronously made context, counting how often it is made.
struct SharedCaption: PreviewModifier {
    static var contextsMade = 0

    static func makeSharedContext() async throws -> String {
        contextsMade += 1
        return "Shared caption"
    }

    func body(content: Content, context: String) -> some View {
        VStack {
            Text(context)
            content
        }
    }
}

/// A modifier without a context.
struct Bordered: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(20).border(Color.red)
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Text("Portrait badge")
            .previewDisplayName("Portrait")
        Text("Landscape badge")
            .previewInterfaceOrientation(.landscapeLeft)
        Text("Fitting badge")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Fitting")
    }
}

/// Generic providers can't be made without a type argument: discovery skips them.
struct Generic_Previews<T>: PreviewProvider {
    static var previews: some View { Text("never") }
}

@MainActor
@Suite("Previews gallery")
struct GalleryTests {
    private func entries() throws -> [GalleryEntry] {
        var result: [GalleryEntry] = []
        for registry in PreviewDiscovery.registries where registry.fileID == "TesseraPreviewsTests/GalleryTests.swift" {
            result.append(GalleryEntry(registry: registry, preview: try registry.makePreview()))
        }
        return result
    }

    @Test("file names come from the module, file, line and name; titles from the name or file:line")
    func names() throws {
        let entries = try entries()
        try #require(entries.count == 3)
        #expect(entries[0].imageName == "TesseraPreviewsTests-GalleryTests-\(entries[0].position)-Sideways-badge.png")
        #expect(entries[0].title == "Sideways badge")
        #expect(entries[1].imageName == "TesseraPreviewsTests-GalleryTests-\(entries[1].position).png")
        #expect(entries[1].title == "GalleryTests.swift:\(entries[1].position)")
        #expect(GalleryEntry.slug("Matt's  Favorites!") == "Matt-s-Favorites")
    }

    @Test("--filter matches the title or the file, ignoring case")
    func filter() throws {
        let entries = try entries()
        #expect(entries.filter { $0.matches("SIDEWAYS") }.count == 1)
        #expect(entries.filter { $0.matches("gallerytests") }.count == 3)
        #expect(entries.filter { $0.matches(nil) }.count == 3)
        #expect(entries.filter { $0.matches("nothing like this") }.isEmpty)
    }

    @Test("traits decide the PNG's size: a turned device, the ideal size, the fixed size")
    func sizes() throws {
        let entries = try entries()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = GalleryRenderer(scale: 2, contexts: PreviewSharedContexts())

        let landscape = try renderer.write(entries[0], to: folder.appendingPathComponent("a.png"))
        #expect(landscape == CGSize(width: 852, height: 393))
        #expect(try pixelSize(of: folder.appendingPathComponent("a.png")) == (1704, 786))

        let ideal = ImageRenderer(content: Text("Just the text").padding(10)).renderedSize
        #expect(try renderer.write(entries[1], to: folder.appendingPathComponent("b.png")) == ideal)

        #expect(try renderer.write(entries[2], to: folder.appendingPathComponent("c.png")) == CGSize(width: 120, height: 48))
    }

    @Test("PreviewProvider types are found without a list; each view of previews is a preview with its own traits")
    func previewProviders() throws {
        let providers = PreviewDiscovery.previewProviders.map { String(reflecting: $0) }
        #expect(providers.contains("TesseraPreviewsTests.Badge_Previews"))
        #expect(providers.contains("TesseraExamples.CardView_Previews"))
        #expect(!providers.contains { $0.contains("Generic_Previews") })

        let previews = PreviewDiscovery.previews(of: Badge_Previews.self)
        #expect(previews.map(\.displayName) == ["Portrait", nil, "Fitting"])
        #expect(previews.map(\.orientation) == [.portrait, .landscapeLeft, .portrait])
        #expect(previews.map(\.layout) == [.device, .device, .sizeThatFits])

        let entry = GalleryEntry(provider: Badge_Previews.self, index: 2, preview: previews[2])
        #expect(entry.imageName == "TesseraPreviewsTests-Badge_Previews-2-Fitting.png")
        #expect(GalleryEntry(provider: Badge_Previews.self, index: 1, preview: previews[1]).title == "Badge_Previews #1")

        // Each preview shows only its own view (the others are resolved, not placed).
        let host = OffscreenHost(rootView: previews[2].content)
        host.update()
        #expect((host.frame(ofText: "Fitting badge")?.width ?? 0) > 0)
        #expect((host.frame(ofText: "Portrait badge")?.width ?? 0) == 0)
    }

    @Test(".modifier traits: the shared context is made once per modifier type; a Void context needs none")
    func modifiers() async throws {
        let first = Preview(traits: .modifier(SharedCaption()), .modifier(Bordered())) { Text("First") }
        let second = Preview(traits: .modifier(SharedCaption())) { Text("Second") }
        let contexts = PreviewSharedContexts()
        let before = SharedCaption.contextsMade
        try await contexts.prepare(for: first)
        try await contexts.prepare(for: second)
        #expect(SharedCaption.contextsMade == before + 1)

        let host = OffscreenHost(rootView: first.content(in: contexts), size: CGSize(width: 300, height: 200))
        host.update()
        let caption = try #require(host.frame(ofText: "Shared caption"))
        let text = try #require(host.frame(ofText: "First"))
        #expect(caption.maxY <= text.minY)

        // Without prepared contexts, a modifier needing one is skipped; the Void one applies.
        let plain = OffscreenHost(rootView: Preview(traits: .modifier(SharedCaption())) { Text("Alone") }.content)
        plain.update()
        #expect(plain.frame(ofText: "Shared caption") == nil)
        #expect(plain.frame(ofText: "Alone") != nil)
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("SharedCaption was skipped") })
        let bordered = ImageRenderer(content: Preview(traits: .modifier(Bordered())) { Text("B") }.content)
        #expect(bordered.renderedSize.height == ImageRenderer(content: Text("B")).renderedSize.height + 40)
    }

    @Test("index.html shows every rendered preview")
    func index() {
        let rows = ["a.png", "b.png"].map {
            RenderedPreview(title: "T<\($0)>", location: "M/F.swift:1", imageName: $0,
                            size: CGSize(width: 10, height: 20), canvas: AnyView(EmptyView()))
        }
        let html = GalleryIndex(rows: rows).html
        #expect(html.contains("<img src=\"a.png\" width=\"10\" height=\"20\""))
        #expect(html.contains("<img src=\"b.png\""))
        #expect(html.contains("T&lt;a.png&gt;"))
        #expect(html.contains("Previews (2)"))
    }

    @Test("command line: --output, --filter, --scale, --list; anything else prints the usage")
    func options() throws {
        let options = try #require(GalleryOptions(["--output", "/tmp/x", "--filter", "Board", "--scale", "1", "--list"]))
        #expect(options.output.path == "/tmp/x")
        #expect(options.filter == "Board")
        #expect(options.scale == 1)
        #expect(options.listOnly)
        #expect(GalleryOptions(["--bogus"]) == nil)
        #expect(GalleryOptions(["--scale", "0"]) == nil)
        #expect(GalleryOptions([])?.output.lastPathComponent == "previews")
    }

    /// The width and height in a PNG file's header.
    private func pixelSize(of url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        let value = { (offset: Int) in data[offset ..< offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (value(16), value(20))
    }
}
