/// The pointer in a text field: a press focuses the field and puts the caret under the
/// pointer (a double click selects a word, a triple click everything; Shift extends the
/// selection); dragging selects.
extension TextFieldCore: PointerTarget {
    func makePointerTracker(node: ViewNode) -> PointerTracker? {
        TextFieldPointerTracker(core: self, node: node)
    }

    /// The character offset under `point` (root coordinates), as laid out in `node`.
    func offset(at point: CGPoint, node: ViewNode) -> Int {
        guard let frame = node.layoutNode?.globalFrame else { return editor.head }
        let geometry = TextFieldGeometry(core: self, environment: node.environment)
        let layout = geometry.layout(width: frame.width)
        let shift = axis == .vertical ? 0 : editor.scrollOffset
        return geometry.offset(at: CGPoint(x: point.x - frame.minX + shift, y: point.y - frame.minY), in: layout)
    }
}

/// Follows a press in a text field: claims it at once, so that gestures around the field
/// don't take a selection drag.
final class TextFieldPointerTracker: PointerTracker {
    let core: TextFieldCore
    private var anchor = 0

    init(core: TextFieldCore, node: ViewNode) {
        self.core = core
        super.init()
    }

    override func handle(_ sample: PointerSample) -> Step {
        guard let node, node.isMounted else { return .failed }
        let editor = core.editor
        let offset = core.offset(at: sample.location, node: node)
        switch sample.phase {
        case .down:
            editor.wasPlacedByPointer = true
            node.graph.focus.focus(node)
            switch sample.clickCount {
            case 1: editor.setCaret(offset)
            case 2: editor.selectWord(at: offset)
            default: editor.selectAll()
            }
            anchor = editor.selection.lowerBound
            core.didMoveSelection(node)
            return .active
        case .moved:
            guard sample.clickCount == 1 else { return .active }
            editor.setCaret(anchor)
            editor.setCaret(offset, extending: true)
            core.didMoveSelection(node)
            return .active
        case .tick:
            return .active
        case .up:
            return .ended
        }
    }
}
