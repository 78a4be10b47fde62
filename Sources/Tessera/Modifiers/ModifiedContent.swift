/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static var subviewBehavior: SubviewBehavior {
        if let primitive = Modifier.self as? any PrimitiveModifier.Type { return primitive.subviewBehavior }
        return .transparent
    }

    static var staticSubviewCount: Int? {
        switch subviewBehavior {
        case .unary: 1
        case .transparent, .distributing: Tessera.staticSubviewCount(of: Content.self)
        case .elements, .transform: nil
        case .detached: 0
        }
    }

    func reconcile(in node: ViewNode) {
        // The node's traits name the modifier's type when it is built in (found once per type).
        let primitive = ObjectIdentifier(node.viewType) == ObjectIdentifier(Self.self)
            ? node.traits.primitiveModifier : Modifier.self as? any PrimitiveModifier.Type
        if let primitive {
            primitive.reconcile(modifier: modifier, content: content, in: node)
        } else {
            ModifierBody.reconcile(content: content, modifier: modifier, in: node)
        }
    }
}

/// A `ModifiedContent` type: the graph reaches its modifier through the types found once per
/// view type (``ViewTypeTraits``), without casting the value.
@MainActor
protocol ModifiedContentType {
    /// The layout role of the modifier of `view` (a `Self`), whose type is `provider`.
    static func modifierLayoutRole(of view: any View, provider: any LayoutRoleProviding.Type, in node: ViewNode) -> LayoutRole?
    /// The drawing effects of the modifier of `view` (a `Self`), whose type is `effect`, for
    /// content laid out in `frame`.
    static func modifierEffects(of view: any View, effect: any DrawingEffectModifier.Type, in frame: CGRect,
                                node: ViewNode) -> DisplayList.GroupEffects?
}

extension ModifiedContent: ModifiedContentType where Content: View, Modifier: ViewModifier {
    static func modifierLayoutRole(of view: any View, provider: any LayoutRoleProviding.Type, in node: ViewNode) -> LayoutRole? {
        withView(view, as: Self.self) { provider.layoutRole(ofValue: $0.pointee.modifier, in: node) } ?? nil
    }

    static func modifierEffects(of view: any View, effect: any DrawingEffectModifier.Type, in frame: CGRect,
                                node: ViewNode) -> DisplayList.GroupEffects? {
        withView(view, as: Self.self) { effect.effects(ofValue: $0.pointee.modifier, in: frame, node: node) } ?? nil
    }
}
