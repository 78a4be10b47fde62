/// A built-in modifier type's facts (``PrimitiveModifier``'s fact requirements), chosen where
/// the type declares its conformance: ``ViewTypeTraits`` learns them from the one look-up of
/// `PrimitiveModifier` instead of one look-up per protocol.
extension PrimitiveModifier {
    static var layoutRoleProviderType: (any LayoutRoleProviding.Type)? { nil }
    static var providesLayoutChildren: Bool { false }
    static var drawingEffectType: (any DrawingEffectModifier.Type)? { nil }
    static var isSecondaryLayer: Bool { false }
}

extension PrimitiveModifier where Self: LayoutRoleProviding {
    static var layoutRoleProviderType: (any LayoutRoleProviding.Type)? { self }
}

extension PrimitiveModifier where Self: LayoutChildrenProviding {
    static var providesLayoutChildren: Bool { true }
}

extension PrimitiveModifier where Self: DrawingEffectModifier {
    static var drawingEffectType: (any DrawingEffectModifier.Type)? { self }
}

extension PrimitiveModifier where Self: SecondaryLayer {
    static var isSecondaryLayer: Bool { true }
}
