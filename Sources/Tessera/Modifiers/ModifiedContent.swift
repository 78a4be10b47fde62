/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    public init(content: consuming Content, modifier: consuming Modifier) {
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
        primitiveModifierType?.subviewBehavior ?? .transparent
    }

    static var staticSubviewCount: Int? {
        switch subviewBehavior {
        case .unary: 1
        case .transparent, .distributing: Tessera.staticSubviewCount(of: Content.self)
        case .elements, .transform: nil
        case .detached: 0
        }
    }

    /// Reads the content and the modifier in place (no copy of the whole value, nested
    /// modifiers and content included) when the node's traits name the built-in modifier.
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        guard ObjectIdentifier(node.viewType) == ObjectIdentifier(type), let primitive = node.traits.primitiveModifier,
              primitive == Modifier.self else {
            return reconcileCopying(at: pointer, in: node)
        }
        // The offset from the generic arguments (a static member of `Self` would look
        // `Self`'s metadata up on every call).
        primitive.reconcile(modifierAt: pointer + trailingFieldOffset(Modifier.self, after: Content.self),
                            content: BorrowedView(pointer.assumingMemoryBound(to: Content.self)), in: node)
    }

    /// The copying path, apart: naming `Self` looks its metadata up, and in the caller the
    /// look-up would be made on every call, taken path or not.
    @inline(never) @MainActor
    private static func reconcileCopying(at pointer: UnsafeRawPointer, in node: ViewNode) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reconcile(in: node)
    }

    func reconcile(in node: ViewNode) {
        // The node's traits name the modifier's type when it is built in (found once per type).
        let primitive = ObjectIdentifier(node.viewType) == ObjectIdentifier(Self.self)
            ? node.traits.primitiveModifier : Self.primitiveModifierType
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
protocol ModifiedContentType: ModifiedContentProtocol {
    /// The type itself as a primitive view (a `ModifiedContent` that is a view always is one):
    /// given by the conformance, so the traits need no look-up of `PrimitiveView`.
    static var primitiveView: any PrimitiveView.Type { get }
    /// The modifier's type when it is a built-in modifier: a modifier with a `body` (a user's)
    /// is asked no protocol (it can't conform to an internal one).
    static var primitiveModifierType: (any PrimitiveModifier.Type)? { get }
    /// The layout role of the modifier of `view` (a `Self`), whose type is `provider`.
    static func modifierLayoutRole(of view: @autoclosure () -> any View, provider: any LayoutRoleProviding.Type,
                                   in node: ViewNode) -> LayoutRole?
    /// ``LayoutRoleProviding/updateLayoutInPlace(at:in:)`` of the modifier of `node`'s view (a
    /// `Self`), whose type is `provider`: false when it has no such path.
    static func updateModifierLayoutInPlace(provider: any LayoutRoleProviding.Type, in node: ViewNode) -> Bool
    /// The drawing effects of the modifier of the `Self` at `address`, whose type is `effect`,
    /// for content laid out in `frame`. The caller knows the value there is a `Self` (its
    /// node's type): checking here would look up `Self`'s generic metadata on every call.
    static func modifierEffects(at address: UnsafeRawPointer, effect: any DrawingEffectModifier.Type, in frame: CGRect,
                                node: ViewNode) -> DisplayList.GroupEffects?
}

extension ModifiedContent: ModifiedContentType where Content: View, Modifier: ViewModifier {
    static var primitiveView: any PrimitiveView.Type { self }

    static var primitiveModifierType: (any PrimitiveModifier.Type)? {
        Modifier.Body.self == Never.self ? Modifier.self as? any PrimitiveModifier.Type : nil
    }

    static func modifierLayoutRole(of view: @autoclosure () -> any View, provider: any LayoutRoleProviding.Type,
                                   in node: ViewNode) -> LayoutRole? {
        // `view` is `node`'s view (a `Self`: a node never changes type), and `provider` is
        // `Modifier` (the traits found it), so the modifier is read in place at its offset in
        // the node (the view is boxed only for the cast).
        // (`self`, the metatype passed in, rather than `Self.self`: no metadata look-up.)
        guard node.viewType == self, provider == Modifier.self else {
            return modifierLayoutRole(casting: view(), provider: provider, in: node)
        }
        let offset = trailingFieldOffset(Modifier.self, after: Content.self)
        return node.withViewAddress { provider.layoutRole(at: $0 + offset, in: node) }
    }

    static func updateModifierLayoutInPlace(provider: any LayoutRoleProviding.Type, in node: ViewNode) -> Bool {
        guard node.viewType == self, provider == Modifier.self else { return false }
        let offset = trailingFieldOffset(Modifier.self, after: Content.self)
        return node.withViewAddress { provider.updateLayoutInPlace(at: $0 + offset, in: node) }
    }

    /// The byte offset of `modifier`, after `content`. (The hot paths compute it from the
    /// generic arguments inline: calling this static member looks `Self`'s metadata up.)
    static var modifierOffset: Int {
        trailingFieldOffset(Modifier.self, after: Content.self)
    }

    /// ``modifierLayoutRole(of:provider:in:)`` by a dynamic cast (for a view of another type).
    /// Not inlined: the caller would otherwise look up `Optional<Self>`'s metadata every call.
    @inline(never) @MainActor
    private static func modifierLayoutRole(casting view: any View, provider: any LayoutRoleProviding.Type,
                                           in node: ViewNode) -> LayoutRole? {
        guard let modified = view as? Self, let modifier = modified.modifier as? any LayoutRoleProviding else { return nil }
        return modifier.layoutRole(in: node)
    }

    static func modifierEffects(at address: UnsafeRawPointer, effect: any DrawingEffectModifier.Type, in frame: CGRect,
                                node: ViewNode) -> DisplayList.GroupEffects? {
        // `effect` is `Modifier` (the traits found it): the modifier is read in place at its offset.
        guard effect == Modifier.self else { return modifierEffects(casting: address, in: frame, node: node) }
        return effect.effects(at: address + trailingFieldOffset(Modifier.self, after: Content.self), in: frame, node: node)
    }

    /// ``modifierEffects(at:effect:in:node:)`` by a dynamic cast (for an effect of another type).
    @inline(never) @MainActor
    private static func modifierEffects(casting address: UnsafeRawPointer, in frame: CGRect,
                                        node: ViewNode) -> DisplayList.GroupEffects? {
        guard let modifier = address.assumingMemoryBound(to: Self.self).pointee.modifier as? any DrawingEffectModifier
        else { return nil }
        return modifier.effects(in: frame, node: node)
    }
}
