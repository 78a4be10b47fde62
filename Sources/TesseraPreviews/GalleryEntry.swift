import Foundation
import Tessera

/// One preview in the gallery: where it is declared, what it is called, its file name.
@MainActor
struct GalleryEntry {
    let preview: Preview
    /// `Module/File.swift` for a `#Preview`; `Module.Type` for a `PreviewProvider`.
    let source: String
    /// The line of a `#Preview`; the index of a `PreviewProvider`'s preview.
    let position: Int
    let isProvider: Bool

    /// The `#Preview` that `registry` declares.
    init(registry: any PreviewRegistry.Type, preview: Preview) {
        self.preview = preview
        source = registry.fileID
        position = registry.line
        isProvider = false
    }

    /// The preview at `index` of `provider`'s previews.
    init(provider: any PreviewProvider.Type, index: Int, preview: Preview) {
        self.preview = preview
        source = String(reflecting: provider)
        position = index
        isProvider = true
    }

    /// The name the canvas would show: the preview's name, or its file and line (its type
    /// and index for a `PreviewProvider`).
    var title: String { preview.displayName ?? (isProvider ? "\(typeName) #\(position)" : "\(fileName):\(position)") }

    /// Where the preview is declared: `Module/File.swift:line` or `Module.Type #index`.
    var location: String { isProvider ? "\(source) #\(position)" : "\(source):\(position)" }

    /// `Karaoke.swift` for a preview in `TesseraExamples/Karaoke.swift`.
    var fileName: String { source.split(separator: "/").last.map(String.init) ?? source }

    /// `Badge_Previews` for `App.Badge_Previews`.
    var typeName: String { source.split(separator: ".").last.map(String.init) ?? source }

    /// The PNG's file name: module, file (or type) and line (or index), then the name if
    /// there is one, e.g. `TesseraExamples-ExamplePreviews-6-Karaoke-board.png`.
    var imageName: String {
        let origin = isProvider ? source : source.replacingOccurrences(of: ".swift", with: "")
        let name = preview.displayName.map { "-" + Self.slug($0) } ?? ""
        return "\(Self.slug(origin))-\(position)\(name).png"
    }

    /// Whether `filter` appears in the title or the source (case-insensitive).
    func matches(_ filter: String?) -> Bool {
        guard let filter else { return true }
        return title.localizedCaseInsensitiveContains(filter) || source.localizedCaseInsensitiveContains(filter)
    }

    /// Letters, digits and `_` kept, every other run of characters becomes one `-`.
    static func slug(_ text: String) -> String {
        text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }).joined(separator: "-")
    }
}
