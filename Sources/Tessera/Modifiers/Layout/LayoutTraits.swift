/// A modifier that sets layout traits (priority, alignment guides, layout values) on each
/// subview it is applied to, without changing its size or position.
public struct _TraitModifier: ViewModifier {
    let apply: (LayoutNode) -> Void
    /// Compared to skip updates: the trait's kind and value when it has one.
    nonisolated(unsafe) let identity: AnyHashable?
    public typealias Body = Never
}

extension _TraitModifier: ViewGraphComparable {
    nonisolated func isGraphEqual(to other: Self) -> Bool { identity != nil && identity == other.identity }
}

extension _TraitModifier: PrimitiveModifier, LayoutRoleProviding {
    static var subviewBehavior: SubviewBehavior { .distributing }
    func layoutRole(in node: ViewNode) -> LayoutRole { .traits(apply) }
}

private struct PriorityTrait: Hashable { let value: Double }

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitModifier(apply: { $0.layoutPriority = value }, identity: PriorityTrait(value: value)))
    }

    /// Sets the view's horizontal alignment.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_TraitModifier(apply: { $0.setAlignmentGuide(g, computeValue) }, identity: nil))
    }

    /// Sets the view's vertical alignment.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_TraitModifier(apply: { $0.setAlignmentGuide(g, computeValue) }, identity: nil))
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitModifier(apply: { $0.setLayoutValue(value, for: key) }, identity: nil))
    }
}
