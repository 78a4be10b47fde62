/// A built-in modifier whose only effect is a `Layout` around each subview it is applied to
/// (padding, frames, offsets, …). One type serves them all: the layout value is the modifier.
public struct _LayoutModifier<L: Layout>: ViewModifier {
    let layout: L
    public typealias Body = Never
}

extension _LayoutModifier: PrimitiveModifier, LayoutRoleProviding {
    static var subviewBehavior: SubviewBehavior { .distributing }
    func layoutRole(in node: ViewNode) -> LayoutRole { .modifier(layout) }

    static func updateLayoutInPlace(at pointer: UnsafeRawPointer, in node: ViewNode) -> Bool {
        node.updateModifierLayout(pointer.assumingMemoryBound(to: Self.self).pointee.layout, configure: nil)
        return true
    }
}

extension View {
    func layoutModifier<L: Layout>(_ layout: L) -> ModifiedContent<Self, _LayoutModifier<L>> {
        modifier(_LayoutModifier(layout: layout))
    }
}
