import Foundation

extension Image {
    /// The file extensions a resource name without one is looked up with, in order.
    package static let resourceExtensions = ["png", "jpg", "jpeg", "svg"]

    /// The file of the image resource `name` in `bundle` (the main bundle when `nil`).
    ///
    /// The name may carry its extension (`"photo.jpg"`); without one, PNG, JPEG and SVG files
    /// are tried in that order, then their `@2x` and `@3x` variants. A name that is an absolute
    /// file path is that file (Tessera's way to show an image that isn't in a bundle).
    package static func resourcePath(named name: String, bundle: Bundle?) -> String? {
        let files = FileManager.default
        if name.hasPrefix("/") { return files.fileExists(atPath: name) ? name : nil }
        let bundle = bundle ?? Bundle.main
        let url = URL(fileURLWithPath: name)
        let hasKnownExtension = resourceExtensions.contains(url.pathExtension.lowercased())
        let stem = hasKnownExtension ? url.deletingPathExtension().relativePath : name
        let types = hasKnownExtension ? [url.pathExtension] : resourceExtensions
        for suffix in ["", "@2x", "@3x"] {
            for type in types {
                if let path = bundle.path(forResource: stem + suffix, ofType: type), files.fileExists(atPath: path) {
                    return path
                }
            }
        }
        return nil
    }

    /// The natural size of this image's resource, in points, at display scale 1 in light mode.
    @MainActor
    package var resourceSize: CGSize? { resourceSize(scale: 1, colorScheme: .light) }

    /// The natural size of the resource this image draws at `displayScale` in `colorScheme`
    /// (``resourceFile(scale:colorScheme:)``), in points: a PNG's or JPEG's size in pixels
    /// divided by the file's scale, an SVG's `width` and `height` (else its `viewBox`). `nil` for
    /// a symbol, or a resource that is missing or unreadable.
    ///
    /// Only the file's header is read, once per file.
    @MainActor
    package func resourceSize(scale displayScale: CGFloat, colorScheme: ColorScheme) -> CGSize? {
        guard let file = resourceFile(scale: displayScale, colorScheme: colorScheme) else { return nil }
        let pixels: CGSize?
        if let cached = ImageHeader.sizes[file.path] {
            pixels = cached
        } else {
            pixels = ImageHeader.pixelSize(ofFileAt: file.path)
            ImageHeader.sizes[file.path] = pixels
        }
        return pixels.map { CGSize(width: $0.width / file.scale, height: $0.height / file.scale) }
    }
}

/// Reads the size of a PNG, JPEG or SVG file from its header.
enum ImageHeader {
    /// Sizes read so far, by path (`nil` values: unreadable).
    @MainActor static var sizes: [String: CGSize?] = [:]

    /// The size in pixels (an SVG's in user units) of the image file at `path`.
    static func pixelSize(ofFileAt path: String) -> CGSize? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        let bytes = [UInt8](data.prefix(4096))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return pngSize(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(data) }
        return svgSize(String(decoding: bytes, as: UTF8.self))
    }

    private static func bigEndian(_ bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    /// The width and height of the IHDR chunk, which always comes first.
    private static func pngSize(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 24 else { return nil }
        return CGSize(width: bigEndian(bytes[16..<20]), height: bigEndian(bytes[20..<24]))
    }

    /// The size in the first start-of-frame segment (SOF0…SOF15 but DHT, JPG and DAC).
    private static func jpegSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return CGSize(width: bigEndian(bytes[index + 7..<index + 9]), height: bigEndian(bytes[index + 5..<index + 7]))
            }
            index += 2 + bigEndian(bytes[index + 2..<index + 4])
        }
        return nil
    }

    /// The `width` and `height` attributes of the `<svg>` element (plain or `px` numbers),
    /// else the size of its `viewBox`.
    private static func svgSize(_ text: String) -> CGSize? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)="),
                  let quote = tag[range.upperBound...].first, quote == "\"" || quote == "'" else { return nil }
            let valueStart = tag.index(after: range.upperBound)
            guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { return nil }
            return String(tag[valueStart..<valueEnd])
        }
        func length(_ value: String?) -> CGFloat? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value).map { CGFloat($0) }
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) {
            return CGSize(width: width, height: height)
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        return box.count == 4 ? CGSize(width: box[2], height: box[3]) : nil
    }
}
