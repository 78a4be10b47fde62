#if DEBUG
extension ViewTypeTraits {
    /// Checks (debug builds: every test) that the facts found with the fewest look-ups are the
    /// ones a dynamic cast to each protocol gives.
    func verifyAgainstCasts() {
        let modified = isOptional ? nil : type as? any ModifiedContentType.Type
        let subject: Any.Type = modified?.modifierType ?? type
        let isSubject = !isOptional
        func check(_ fact: Bool, _ expected: Bool, _ name: String) {
            assert(fact == expected, "\(type): traits' \(name) is \(fact), a cast says \(expected)")
        }
        check(isModifiedContent, modified != nil, "isModifiedContent")
        check(providesLayoutRole, isSubject && subject is any LayoutRoleProviding.Type, "providesLayoutRole")
        check(layoutRoleProvider.map { $0 == type } ?? false,
              isSubject && modified == nil && type is any LayoutRoleProviding.Type, "layoutRoleProvider")
        check(providesLayoutChildren, isSubject && subject is any LayoutChildrenProviding.Type, "providesLayoutChildren")
        check(drawingEffect.map { $0 == subject } ?? false,
              modified != nil && subject is any DrawingEffectModifier.Type, "drawingEffect")
        check(isSecondaryLayer, modified != nil && subject is any SecondaryLayer.Type, "isSecondaryLayer")
        check(mayDrawAsLeaf, isSubject && modified == nil && (type == Color.self || type == Text.self || type == Image.self
            || type is any ShapeViewDrawing.Type || type is any CanvasRecording.Type), "mayDrawAsLeaf")
        check(primitiveModifier.map { $0 == subject } ?? false,
              modified != nil && subject is any PrimitiveModifier.Type, "primitiveModifier")
        check(modifierRoleProvider.map { $0 == subject } ?? false,
              modified != nil && subject is any LayoutRoleProviding.Type, "modifierRoleProvider")
        let tuple = isOptional || modified != nil ? [] : (type as? any TupleViewType.Type)?.viewElements ?? []
        check(tupleElements.map(\.offset) == tuple.map(\.offset), true, "tupleElements")
        let primitive: Bool
        switch kind {
        case .composite: primitive = false
        case .primitive(let found): primitive = found == type
        }
        check(primitive, type is any PrimitiveView.Type, "kind")
        if case .some(let known) = graphComparable {
            check(known != nil, !isOptional && type is any ViewGraphComparable.Type, "graphComparable")
        }
    }
}
#endif
