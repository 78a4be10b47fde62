import Foundation

/// An image set of an asset catalog (`Name.imageset/Contents.json`): image files for display
/// scales (1x, 2x, 3x, or one universal file) and appearances (light, dark).
///
/// Differs from SwiftUI: files are drawn by the backend's decoders (PNG, JPEG, SVG in Cairo);
/// PDF, HEIC and slicing (`resizing`) are not read; only the `template-rendering-intent`
/// property is.
struct ImageSet: Equatable, Sendable {
    /// One image file of the set.
    struct Variant: Equatable, Sendable {
        /// The file's absolute path.
        var path: String
        /// Device pixels per point of the file (`nil`: no scale given, a single-scale image).
        var scale: CGFloat?
        var appearance: AssetAppearance
    }

    var variants: [Variant]
    /// The rendering mode the catalog asks for (`template-rendering-intent`), if any.
    var renderingIntent: Image.TemplateRenderingMode?

    /// The image set in the folder `url` (`Name.imageset`), `nil` when it names no file.
    init?(folder url: URL) {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        variants = (json["images"] as? [Any] ?? []).compactMap { item -> Variant? in
            guard let entry = item as? [String: Any], let file = entry["filename"] as? String,
                  FileManager.default.fileExists(atPath: url.appendingPathComponent(file).path) else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.lowercased().replacingOccurrences(of: "x", with: "")) }
            return Variant(path: url.appendingPathComponent(file).path, scale: scale.map { CGFloat($0) },
                           appearance: AssetAppearance(entry: entry))
        }
        guard !variants.isEmpty else { return nil }
        let properties = json["properties"] as? [String: Any]
        switch properties?["template-rendering-intent"] as? String {
        case "template": renderingIntent = .template
        case "original": renderingIntent = .original
        default: renderingIntent = nil
        }
    }

    /// The file to draw at `displayScale` in `colorScheme`: among the variants for the scheme
    /// (else any variant), the one of exactly that scale, else the smallest larger one, else the
    /// largest; a variant without a scale counts as 1x.
    func variant(forScale displayScale: CGFloat, colorScheme: ColorScheme) -> Variant? {
        let suited = AssetAppearance.best(of: variants, appearance: \.appearance, for: colorScheme)
        let candidates = suited.isEmpty ? variants : suited
        func scale(_ variant: Variant) -> CGFloat { variant.scale ?? 1 }
        if let exact = candidates.first(where: { scale($0) == displayScale }) { return exact }
        if let larger = candidates.filter({ scale($0) > displayScale }).min(by: { scale($0) < scale($1) }) { return larger }
        return candidates.max(by: { scale($0) < scale($1) })
    }
}
