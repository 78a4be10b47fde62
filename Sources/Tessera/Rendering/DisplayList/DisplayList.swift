import Foundation

/// What to draw: a tree of drawing items in absolute coordinates, the output of the display
/// list phase and the input of every backend.
///
/// Invariants:
/// - Every geometry (paths, text origins, image rectangles, clip paths) is in root
///   coordinates: points, origin at the top-leading corner of the root view, y growing
///   downwards. A group's ``GroupEffects/transform`` maps its content — children and clip
///   alike — from root coordinates to where they are drawn; it composes with enclosing groups.
/// - Colors are resolved (a color scheme was applied); gradients carry absolute points.
/// - Items are in painting order: later items draw over earlier ones.
/// - Every item has an ``ID`` that is stable across updates for the same piece of the same
///   view (the producer uses the view node's number and a sub-index), and unique in the list.
///   ``damage(comparedTo:)`` matches items by id among siblings.
/// - An item's ``Item/bounds`` encloses every pixel it can touch (stroke widths, glyph
///   overhang, blur and shadow included), in root coordinates.
///
/// A list is a value: producing a new list never changes one a backend is drawing.
package struct DisplayList: Equatable, Sendable {
    /// The top-level items, in painting order.
    package var items: [Item]

    package init(items: [Item] = []) {
        self.items = items
    }

    /// The union of the items' bounds (`CGRect.null` for an empty list).
    package var bounds: CGRect {
        items.reduce(CGRect.null) { $0.union($1.bounds) }
    }

    /// Every item, depth first in painting order, with groups before their children.
    package var allItems: [Item] {
        var result: [Item] = []
        func visit(_ items: [Item]) {
            for item in items {
                result.append(item)
                if case .group(let group) = item.content { visit(group.items) }
            }
        }
        visit(items)
        return result
    }
}
