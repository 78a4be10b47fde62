import Foundation
import Tessera
import TesseraCairo
import TesseraExamples

// `swift run Previews [--output DIR] [--filter TEXT] [--scale N] [--list]`: renders every
// `#Preview` and `PreviewProvider` of the linked modules (found at run time by
// `PreviewDiscovery`, no list) to PNG
// files, with `index.html` and `contact-sheet.png` next to them. `make previews` runs it.
//
// A module's previews are found when the module is linked: this target depends on
// TesseraExamples; add a dependency to see another module's previews.

_ = TesseraExamples.KaraokeBoard.self  // keeps TesseraExamples linked even if nothing else is used

guard let options = GalleryOptions(Array(CommandLine.arguments.dropFirst())) else {
    print(GalleryOptions.usage)
    exit(2)
}

let discoveryStart = ContinuousClock.now
var entries: [GalleryEntry] = []
for registry in PreviewDiscovery.registries {
    do {
        let entry = GalleryEntry(registry: registry, preview: try registry.makePreview())
        if entry.matches(options.filter) { entries.append(entry) }
    } catch {
        print("\(registry.fileID):\(registry.line): the preview threw \(error); skipped")
    }
}

for provider in PreviewDiscovery.previewProviders {
    for (index, preview) in PreviewDiscovery.previews(of: provider).enumerated() {
        let entry = GalleryEntry(provider: provider, index: index, preview: preview)
        if entry.matches(options.filter) { entries.append(entry) }
    }
}

print("found \(entries.count) previews in \(ContinuousClock.now - discoveryStart)")

if options.listOnly {
    for entry in entries { print("\(entry.location)  \(entry.title)") }
    exit(0)
}

try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
let renderer = GalleryRenderer(scale: options.scale)
var rendered: [RenderedPreview] = []
for entry in entries {
    let size = try renderer.write(entry, to: options.output.appendingPathComponent(entry.imageName))
    rendered.append(RenderedPreview(
        title: entry.title, location: entry.location, imageName: entry.imageName, size: size,
        canvas: AnyView(renderer.canvas(for: entry.preview))))
    print("\(entry.imageName)  \(Int(size.width))×\(Int(size.height))  \(entry.title)")
}

try GalleryIndex(rows: rendered).html.write(to: options.output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
let sheet = ImageRenderer(content: ContactSheet(items: rendered))
sheet.scale = 1
sheet.isOpaque = true
try sheet.writePNG(to: options.output.appendingPathComponent("contact-sheet.png"))
print("\(entries.count) previews in \(options.output.path) (index.html, contact-sheet.png)")
