import Foundation

extension DisplayList {
    /// Identifies an item across updates: the producing view node's number and the index of
    /// the piece within that node (a view can record several items).
    package struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The producing view node's number.
        package var node: Int
        /// The item's index among the node's items.
        package var index: Int

        package init(node: Int, index: Int = 0) {
            self.node = node
            self.index = index
        }

        package var description: String { "\(node).\(index)" }
    }

    /// What an item draws.
    package enum Content: Equatable, Sendable {
        /// Fills the interior of a path.
        case fill(Path, Shading, FillStyle)
        /// Strokes the outline of a path.
        case stroke(Path, Shading, StrokeStyle)
        /// Draws laid-out text.
        case text(TextItem)
        /// Draws an image.
        case image(ImageItem)
        /// Draws other items with effects applied to them as a whole.
        case group(Group)
    }

    /// One drawing operation with its identity and the region it can touch.
    package struct Item: Equatable, Sendable, Identifiable {
        package let id: ID
        package let content: Content
        /// Every pixel the item can touch, in root coordinates.
        package let bounds: CGRect

        package init(id: ID, content: Content) {
            self.init(id: id, content: content, bounds: Item.bounds(of: content))
        }

        /// An item whose bounds the producer read before wrapping its content (what
        /// ``init(id:content:)`` would read back out of it, copying the content to do so).
        init(id: ID, content: consuming Content, bounds: CGRect) {
            self.id = id
            self.content = content
            self.bounds = bounds
        }

        private static func bounds(of content: Content) -> CGRect {
            switch content {
            case .fill(let path, _, _):
                return path.boundingRect
            case .stroke(let path, _, let style):
                return strokeBounds(of: path, style: style)
            case .text(let text):
                return text.bounds
            case .image(let image):
                return image.rect.standardized
            case .group(let group):
                return group.bounds
            }
        }

        /// The bounds of a stroke of `path` drawn with `style`.
        static func strokeBounds(of path: Path, style: StrokeStyle) -> CGRect {
            let rect = path.boundingRect
            return rect.isNull ? rect : rect.insetBy(dx: -style.outset, dy: -style.outset)
        }
    }
}
