import Foundation

/// Records a ``DisplayList``: items are appended in painting order, and groups are opened
/// with ``pushGroup(id:effects:)`` and closed with ``popGroup()``.
///
/// ```swift
/// var builder = DisplayListBuilder()
/// builder.fill(Path(frame), with: .color(red), id: .init(node: 7))
/// builder.pushGroup(id: .init(node: 8), effects: .init(opacity: 0.5))
/// builder.text(layout, at: origin, runs: styles, id: .init(node: 9))
/// builder.popGroup()
/// let list = builder.finish()
/// ```
package struct DisplayListBuilder {
    private struct OpenGroup {
        var id: DisplayList.ID
        var effects: DisplayList.GroupEffects
        var items: [DisplayList.Item]
    }

    private var root: [DisplayList.Item] = []
    private var open: [OpenGroup] = []

    package init() {}

    /// The number of groups pushed and not yet popped.
    package var depth: Int { open.count }

    /// Appends an item to the innermost open group (or the top level).
    package mutating func append(_ item: consuming DisplayList.Item) {
        if open.isEmpty { root.append(item) } else { open[open.count - 1].items.append(item) }
    }

    /// Records a fill of `path` with `shading`.
    package mutating func fill(_ path: Path, with shading: DisplayList.Shading, style: FillStyle = FillStyle(),
                               id: DisplayList.ID) {
        append(DisplayList.Item(id: id, content: .fill(path, shading, style), bounds: path.boundingRect))
    }

    /// Records a stroke of `path` with `shading`.
    package mutating func stroke(_ path: Path, with shading: DisplayList.Shading, style: StrokeStyle,
                                 id: DisplayList.ID) {
        append(DisplayList.Item(id: id, content: .stroke(path, shading, style),
                                bounds: DisplayList.Item.strokeBounds(of: path, style: style)))
    }

    /// Records laid-out text whose layout box's top-leading corner is `origin`.
    package mutating func text(_ layout: consuming TextLayoutResult, at origin: CGPoint, runs: consuming [DisplayList.RunStyle],
                               id: DisplayList.ID) {
        let text = DisplayList.TextItem(origin: origin, layout: layout, runs: runs)
        let bounds = text.bounds
        append(DisplayList.Item(id: id, content: .text(text), bounds: bounds))
    }

    /// Records an image filling `rect`.
    package mutating func image(_ source: DisplayList.ImageSource, in rect: CGRect,
                                shading: DisplayList.Shading? = nil, interpolation: Image.Interpolation = .high,
                                id: DisplayList.ID) {
        append(DisplayList.Item(id: id, content: .image(DisplayList.ImageItem(
            source: source, rect: rect, shading: shading, interpolation: interpolation))))
    }

    /// Opens a group: the items recorded until the matching ``popGroup()`` are its children.
    package mutating func pushGroup(id: DisplayList.ID, effects: DisplayList.GroupEffects) {
        open.append(OpenGroup(id: id, effects: effects, items: []))
    }

    /// Closes the innermost open group and appends it to its parent.
    package mutating func popGroup() {
        guard let group = open.popLast() else {
            preconditionFailure("DisplayListBuilder.popGroup() without a matching pushGroup")
        }
        let content = DisplayList.Group(items: group.items, effects: group.effects)
        let bounds = content.bounds
        append(DisplayList.Item(id: group.id, content: .group(content), bounds: bounds))
    }

    /// Records the items `body` records as the children of a group.
    package mutating func withGroup(id: DisplayList.ID, effects: DisplayList.GroupEffects,
                                    _ body: (inout DisplayListBuilder) -> Void) {
        pushGroup(id: id, effects: effects)
        body(&self)
        popGroup()
    }

    /// The recorded list. Every group must have been popped.
    package func finish() -> DisplayList {
        precondition(open.isEmpty, "DisplayListBuilder.finish() with \(open.count) group(s) still open")
        return DisplayList(items: root)
    }
}
