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
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.reconcile(content: content, in: node)
        } else {
            ModifierBody.reconcile(content: content, modifier: modifier, in: node)
        }
    }
}
