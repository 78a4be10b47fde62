/// What the engine needs to know about a view type, found once per type: dynamic casts to
/// protocol existentials cost a conformance look-up each, and the graph, the layout and the
/// display-list recorder would otherwise ask them for every node on every pass.
///
/// One instance per type, shared by its nodes (a node keeps a reference, not a copy).
@MainActor
final class ViewTypeTraits {
    /// The view type.
    let type: any View.Type
    /// Whether the type is an `Optional` (see ``ViewNode/viewAs(_:)``).
    let isOptional: Bool
    /// Whether the view is a `ModifiedContent`.
    let isModifiedContent: Bool
    /// Whether the view (or, for a `ModifiedContent`, its modifier) provides a layout role.
    let providesLayoutRole: Bool
    /// The type itself when it provides its layout role (not a `ModifiedContent`).
    let layoutRoleProvider: (any LayoutRoleProviding.Type)?
    /// Whether the view (or its modifier) provides its layout children itself.
    let providesLayoutChildren: Bool
    /// Whether the modifier is a drawing effect (opacity, clip, shadow, …).
    let isDrawingEffect: Bool
    /// The modifier's type when it is a drawing effect (the recorder calls it without a cast).
    let drawingEffect: (any DrawingEffectModifier.Type)?
    /// Whether the modifier is an overlay or a background.
    let isSecondaryLayer: Bool
    /// Whether the view has dynamic properties to install before its body runs.
    let hasDynamicProperties: Bool
    /// Whether the view may draw itself as a leaf (a color, shape, text, image or canvas):
    /// the display-list recorder looks at other views' content only.
    let mayDrawAsLeaf: Bool
    /// Whether the view is a custom container's placed `Subview`.
    let isSubview: Bool
    /// Whether the modifier is `zIndex(_:)`.
    let isZIndex: Bool
    /// Compares two values of the type (see ``ComparisonPlans``): planned when first compared
    /// (a first build compares nothing, so a window's first frame plans no comparison).
    private(set) lazy var comparer: MemoryComparer = ComparisonPlans.comparer(for: type, graphComparable: graphComparable)
    /// The type as a `ViewGraphComparable`, as far as its traits know it (for ``comparer``).
    let graphComparable: (any ViewGraphComparable.Type)??
    /// How the graph handles the type (composite or primitive).
    let kind: NodeKind
    /// A `ModifiedContent` type (nil for other types).
    let modifiedContentType: (any ModifiedContentType.Type)?
    /// A `ModifiedContent`'s modifier type when it is a built-in modifier.
    let primitiveModifier: (any PrimitiveModifier.Type)?
    /// A `ModifiedContent`'s modifier type when it provides a layout role.
    let modifierRoleProvider: (any LayoutRoleProviding.Type)?
    /// How nodes of the type contribute to their container's subviews.
    let subviewBehavior: SubviewBehavior
    /// A `TupleView`'s view elements (empty for other types).
    let tupleElements: [TupleElements.Element]
    /// Makes nodes for views of the type (``TypedViewNode``).
    let nodeMaker: any ViewNodeMaking.Type

    // Unchecked (here and in `last`): read and written on the main actor only, by `of`, whose
    // accesses never overlap.
    @exclusivity(unchecked) private static var known: [ObjectIdentifier: ViewTypeTraits] = [:]
    /// The type asked for last and its traits: rows of a `ForEach` ask for one type in turn.
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, traits: ViewTypeTraits)?

    /// The traits of `type`, found on first use.
    static func of(_ type: any View.Type) -> ViewTypeTraits {
        let id = ObjectIdentifier(type)
        if let last, last.type == id { return last.traits }
        let traits: ViewTypeTraits
        if let found = known[id] {
            traits = found
        } else {
            traits = ViewTypeTraits(type)
            known[id] = traits
        }
        last = (id, traits)
        return traits
    }

    /// The traits of the type last given as a child of a node of this type: a node's body
    /// or content is mostly of one type, found here without a dictionary look-up.
    @exclusivity(unchecked) private var lastChild: ViewTypeTraits?

    /// The traits of `type`, the type of a child of a node of this type.
    func childTraits(_ type: any View.Type) -> ViewTypeTraits {
        if let lastChild, lastChild.type == type { return lastChild }
        let found = ViewTypeTraits.of(type)
        lastChild = found
        return found
    }

    /// The traits of a `TupleView`'s view elements, in order (found on first use).
    private(set) lazy var tupleElementTraits: [ViewTypeTraits] = tupleElements.map { ViewTypeTraits.of($0.type) }

    private init(_ type: any View.Type) {
        self.type = type
        // Each protocol asked of a type for the first time in a process scans every conformance
        // record (≈ 0.2 M instructions): a window's first frame pays it for each (type,
        // protocol) pair, so no question is asked whose answer is known. A view with a `body`
        // (a user's view) conforms to no internal protocol and is asked none; a built-in view
        // (no body) is asked `PrimitiveView` only, whose conformance gives all its facts
        // (`PrimitiveView+Facts.swift`), and a `ModifiedContent`'s built-in modifier is asked
        // `PrimitiveModifier` only. An `Optional` (read from the metadata) is a primitive whose
        // own conformances answer nothing.
        isOptional = TypeLayout.isOptional(type)
        let primitive = Self.hasBody(type) ? nil : type as? any PrimitiveView.Type
        let facts = isOptional ? nil : primitive
        let modifiedType = facts?.modifiedContentType
        let modifier = modifiedType?.primitiveModifierType
        isModifiedContent = modifiedType != nil
        if modifiedType != nil {
            providesLayoutRole = modifier?.layoutRoleProviderType != nil
            layoutRoleProvider = nil
            providesLayoutChildren = modifier?.providesLayoutChildren ?? false
        } else {
            layoutRoleProvider = facts?.layoutRoleProviderType
            providesLayoutRole = layoutRoleProvider != nil
            providesLayoutChildren = facts?.providesLayoutChildren ?? false
        }
        drawingEffect = modifier?.drawingEffectType
        isDrawingEffect = drawingEffect != nil
        isSecondaryLayer = modifier?.isSecondaryLayer ?? false
        hasDynamicProperties = !DynamicPropertyInstaller.plan(for: type).isEmpty
        mayDrawAsLeaf = modifiedType == nil && facts.map { facts in
            type == Color.self || type == Text.self || type == Image.self || facts.drawsAsShape || facts.recordsCanvas
        } ?? false
        isSubview = !isOptional && type == Subview.self
        isZIndex = modifiedType?.modifierType == ZIndexModifier.self
        graphComparable = primitive == nil ? .some(nil) : facts.map { $0.graphComparableType }
        kind = primitive.map { .primitive($0) } ?? .composite
        subviewBehavior = kind.subviewBehavior
        modifiedContentType = modifiedType
        primitiveModifier = modifier
        modifierRoleProvider = modifier?.layoutRoleProviderType
        tupleElements = facts?.tupleViewElements ?? []
        func maker<V: View>(_: V.Type) -> any ViewNodeMaking.Type { TypedViewNode<V>.self }
        nodeMaker = _openExistential(type, do: maker)
        #if DEBUG
        verifyAgainstCasts()
        #endif
    }

    /// Whether views of `type` have a `body` (not `Never`): a user's view, never a primitive.
    private static func hasBody(_ type: any View.Type) -> Bool {
        func check<V: View>(_: V.Type) -> Bool { V.Body.self != Never.self }
        return _openExistential(type, do: check)
    }
}
