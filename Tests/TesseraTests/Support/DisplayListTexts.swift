@testable import Tessera

extension DisplayList {
    /// The text of every text item, in painting order (each item's lines joined).
    var allTexts: [String] {
        allItems.compactMap { item in
            guard case .text(let text) = item.content else { return nil }
            return text.layout.lines.map(\.text).joined(separator: "\n")
        }
    }

    /// The fills' bounding rectangles, in painting order.
    var fillRects: [CGRect] {
        allItems.compactMap { item in
            guard case .fill(let path, _, _) = item.content else { return nil }
            return path.boundingRect
        }
    }
}
