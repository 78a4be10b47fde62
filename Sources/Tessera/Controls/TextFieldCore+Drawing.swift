/// How a text field draws: the selection behind the text, the text (scrolled so that the
/// caret stays visible in a one-line field, clipped to the field), and the caret while focused.
///
/// Differs from SwiftUI: the caret doesn't blink.
extension TextFieldCore: CanvasRecording {
    func record(in frame: CGRect, environment: EnvironmentValues, node: Int, into builder: inout DisplayListBuilder) {
        let geometry = TextFieldGeometry(core: self, environment: environment)
        let layout = geometry.layout(width: frame.width)
        let caret = geometry.caretRect(at: editor.head, in: layout)
        if axis != .vertical { updateScrollOffset(caretX: caret.minX, width: frame.width) }
        let shift = axis == .vertical ? 0 : editor.scrollOffset
        let origin = CGPoint(x: frame.minX - shift, y: frame.minY)
        let context = environment.shapeStyleContext

        builder.pushGroup(id: DisplayList.ID(node: node, index: 0),
                          effects: DisplayList.GroupEffects(clip: DisplayList.Clip(path: Path(frame.insetBy(dx: -1, dy: 0)))))
        let selection = editor.selection
        if !selection.isEmpty {
            let tint = environment.tint ?? AnyShapeStyle(Color.accentColor)
            let shading = context.shading(for: tint.opacity(editor.isFocused ? 0.3 : 0.15), bounds: frame)
            var path = Path()
            for rect in selectionRects(selection, geometry: geometry, layout: layout) {
                path.addRect(rect.offsetBy(dx: origin.x, dy: origin.y))
            }
            builder.fill(path, with: shading, id: DisplayList.ID(node: node, index: 1))
        }
        if !layout.lines.isEmpty {
            let style = environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
            let run = DisplayList.RunStyle(font: geometry.font, shading: context.shading(for: style, bounds: frame))
            builder.text(layout, at: origin, runs: [run], id: DisplayList.ID(node: node, index: 2))
        }
        if editor.isFocused, selection.isEmpty, environment.isEnabled {
            let rect = CGRect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: 1.5, height: caret.height)
            let style = environment.tint ?? AnyShapeStyle(Color.accentColor)
            builder.fill(Path(rect), with: context.shading(for: style, bounds: rect), id: DisplayList.ID(node: node, index: 3))
        }
        builder.popGroup()
    }

    /// Scrolls a one-line field just enough to show the caret.
    private func updateScrollOffset(caretX: CGFloat, width: CGFloat) {
        var offset = editor.scrollOffset
        let visible = max(1, width - 2)
        if caretX - offset > visible { offset = caretX - visible }
        if caretX < offset { offset = caretX }
        editor.scrollOffset = max(0, offset)
    }

    /// One rectangle per laid-out line the selection covers, in the field's coordinates.
    private func selectionRects(_ selection: Range<Int>, geometry: TextFieldGeometry, layout: TextLayoutResult) -> [CGRect] {
        var rects: [CGRect] = []
        let base = geometry.window.lowerBound
        let selection = geometry.local(selection.lowerBound)..<geometry.local(selection.upperBound)
        for line in layout.lines {
            let lower = max(selection.lowerBound, line.sourceRange.lowerBound)
            let upper = min(selection.upperBound, line.sourceRange.upperBound)
            guard lower < upper else { continue }
            let start = geometry.caretRect(at: base + lower, in: layout).minX
            let end = geometry.caretRect(at: base + upper, in: layout).minX
            rects.append(CGRect(x: start, y: line.origin.y, width: max(end - start, 0), height: line.size.height))
        }
        return rects
    }
}
