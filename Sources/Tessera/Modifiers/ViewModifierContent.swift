/// The content view passed to a ``ViewModifier``'s `body(content:)`: it stands for the view
/// the modifier was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let source: ModifierContentSource

    public typealias Body = Never
}

/// Where a modifier's content placeholder finds the view it stands for. Shared by the
/// modifier node and the placeholder nodes in the modifier's body, so that a new content value
/// reaches the placeholders even when the modifier itself did not change.
@MainActor
final class ModifierContentSource {
    var content: any View
    private var placeholders: [WeakNode] = []

    init(content: any View) { self.content = content }

    func register(_ node: ViewNode) {
        placeholders.removeAll { $0.node == nil }
        if !placeholders.contains(where: { $0.node === node }) { placeholders.append(WeakNode(node)) }
    }

    /// Takes a new content value and brings every placeholder up to date.
    func update(content newContent: any View) {
        content = newContent
        for placeholder in placeholders { placeholder.node?.reconcileAgain() }
    }
}

extension _ViewModifier_Content: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transparent }

    func reconcile(in node: ViewNode) {
        source.register(node)
        node.updateChild(key: .body, view: source.content, environment: node.environment)
    }
}

/// The node logic for a user-defined ``ViewModifier``: the modifier is evaluated like a
/// composite view (it may hold state), with a placeholder standing for the content.
@MainActor
enum ModifierBody {
    static func reconcile<M: ViewModifier>(content: any View, modifier: M, in node: ViewNode) {
        if let source = node.payload as? ModifierContentSource {
            node.updateChild(key: .body, view: ModifierBodyView(modifier: modifier, source: source), environment: node.environment)
            // The modifier may be unchanged while its content changed: bring the placeholders
            // up to date directly.
            if !ViewComparison.isEqual(source.content, content) {
                source.update(content: content)
            }
        } else {
            let source = ModifierContentSource(content: content)
            node.payload = source
            node.updateChild(key: .body, view: ModifierBodyView(modifier: modifier, source: source), environment: node.environment)
        }
    }
}

/// A composite view whose body is a modifier's `body(content:)`.
struct ModifierBodyView<Modifier: ViewModifier>: View {
    var modifier: Modifier
    let source: ModifierContentSource

    var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(source: source))
    }
}
