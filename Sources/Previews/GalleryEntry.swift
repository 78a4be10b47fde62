import Foundation
import Tessera

/// One preview in the gallery: where it is declared, what it is called, its file name.
@MainActor
struct GalleryEntry {
    let registry: any PreviewRegistry.Type
    let preview: Preview

    /// The name the canvas would show: the preview's name, or its file and line.
    var title: String { preview.displayName ?? "\(fileName):\(registry.line)" }

    /// `Karaoke.swift` for a preview in `TesseraExamples/Karaoke.swift`.
    var fileName: String { registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID }

    /// The PNG's file name: module, file and line, then the name if there is one, e.g.
    /// `TesseraExamples-KaraokePreviews-12-Karaoke-board.png`.
    var imageName: String {
        let source = registry.fileID.replacingOccurrences(of: ".swift", with: "")
            .split(separator: "/").joined(separator: "-")
        let name = preview.displayName.map { "-" + Self.slug($0) } ?? ""
        return "\(source)-\(registry.line)\(name).png"
    }

    /// Whether `filter` appears in the title or the file ID (case-insensitive).
    func matches(_ filter: String?) -> Bool {
        guard let filter else { return true }
        return title.localizedCaseInsensitiveContains(filter) || registry.fileID.localizedCaseInsensitiveContains(filter)
    }

    /// Letters and digits kept, every other run of characters becomes one `-`.
    static func slug(_ text: String) -> String {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).joined(separator: "-")
    }
}
