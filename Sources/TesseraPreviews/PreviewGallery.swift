import Foundation
import Tessera
import TesseraCairo

/// The previews gallery: renders every `#Preview` and `PreviewProvider` of the modules
/// linked into the process (found at run time by `PreviewDiscovery`, no list) to PNG files,
/// with `index.html` and `contact-sheet.png` next to them.
///
/// The `Previews` executable (`swift run Previews`, `make previews`) calls ``run(arguments:)``;
/// a project can make its own gallery executable the same way, depending on its modules.
@MainActor
public enum PreviewGallery {
    /// Runs the gallery with command-line `arguments` (without the program name); returns
    /// the exit status.
    public static func run(arguments: [String]) async -> Int32 {
        guard let options = GalleryOptions(arguments) else {
            print(GalleryOptions.usage)
            return 2
        }
        let discoveryStart = ContinuousClock.now
        let entries = discover().filter { $0.matches(options.filter) }
        print("found \(entries.count) previews in \(ContinuousClock.now - discoveryStart)")
        if options.listOnly {
            for entry in entries { print("\(entry.location)  \(entry.title)") }
            return 0
        }
        do {
            try await render(entries, options: options)
            return 0
        } catch {
            print("the gallery failed: \(error)")
            return 1
        }
    }

    /// Every preview in the process: the `#Preview`s by file and line, then the
    /// `PreviewProvider`s' previews by type.
    static func discover() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        for registry in PreviewDiscovery.registries {
            do {
                entries.append(GalleryEntry(registry: registry, preview: try registry.makePreview()))
            } catch {
                print("\(registry.fileID):\(registry.line): the preview threw \(error); skipped")
            }
        }
        for provider in PreviewDiscovery.previewProviders {
            for (index, preview) in PreviewDiscovery.previews(of: provider).enumerated() {
                entries.append(GalleryEntry(provider: provider, index: index, preview: preview))
            }
        }
        return entries
    }

    /// Writes one PNG per entry, then `index.html` and `contact-sheet.png`.
    static func render(_ entries: [GalleryEntry], options: GalleryOptions) async throws {
        try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
        let renderer = GalleryRenderer(scale: options.scale, contexts: PreviewSharedContexts())
        var rendered: [RenderedPreview] = []
        for entry in entries {
            do {
                try await renderer.contexts.prepare(for: entry.preview)
            } catch {
                print("\(entry.location): making a preview modifier's shared context threw \(error); skipped")
                continue
            }
            let size = try renderer.write(entry, to: options.output.appendingPathComponent(entry.imageName))
            rendered.append(RenderedPreview(
                title: entry.title, location: entry.location, imageName: entry.imageName, size: size,
                canvas: AnyView(renderer.canvas(for: entry.preview))))
            print("\(entry.imageName)  \(Int(size.width))×\(Int(size.height))  \(entry.title)")
        }
        try GalleryIndex(rows: rendered).html.write(
            to: options.output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let sheet = ImageRenderer(content: ContactSheet(items: rendered))
        sheet.isOpaque = true
        try sheet.writePNG(to: options.output.appendingPathComponent("contact-sheet.png"))
        print("\(rendered.count) previews in \(options.output.path) (index.html, contact-sheet.png)")
    }
}
