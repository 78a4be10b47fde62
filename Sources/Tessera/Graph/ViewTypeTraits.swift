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
    /// Compares two values of the type (see ``ComparisonPlans``).
    let comparer: MemoryComparer
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
        // protocol) pair, so no question is asked whose answer is known. Every `Optional`
        // conforms to `OptionalViewMarker` (read from the metadata); a view that is a
        // `ModifiedContent` is a `ModifiedContentType`, a primitive view, and not a tuple, shape
        // or canvas.
        isOptional = TypeLayout.isOptional(type)
        let modifiedType = isOptional ? nil : type as? any ModifiedContentType.Type
        let modified: (any ModifiedContentProtocol.Type)? = modifiedType
        isModifiedContent = modified != nil
        let subject: Any.Type = modified?.modifierType ?? type
        let isSubject = !isOptional
        providesLayoutRole = isSubject && subject is any LayoutRoleProviding.Type
        layoutRoleProvider = isSubject && modified == nil ? type as? any LayoutRoleProviding.Type : nil
        providesLayoutChildren = isSubject && subject is any LayoutChildrenProviding.Type
        drawingEffect = modified == nil ? nil : subject as? any DrawingEffectModifier.Type
        isDrawingEffect = drawingEffect != nil
        isSecondaryLayer = modified != nil && subject is any SecondaryLayer.Type
        hasDynamicProperties = !DynamicPropertyInstaller.plan(for: type).isEmpty
        mayDrawAsLeaf = isSubject && modified == nil && (type == Color.self || type == Text.self || type == Image.self
            || type is any ShapeViewDrawing.Type || type is any CanvasRecording.Type)
        isSubview = isSubject && type == Subview.self
        isZIndex = modified != nil && subject == ZIndexModifier.self
        comparer = ComparisonPlans.comparer(for: type)
        kind = modifiedType.map { .primitive($0.primitiveView) } ?? NodeKind(of: type)
        subviewBehavior = kind.subviewBehavior
        modifiedContentType = modifiedType
        primitiveModifier = modified == nil ? nil : subject as? any PrimitiveModifier.Type
        modifierRoleProvider = modified == nil ? nil : subject as? any LayoutRoleProviding.Type
        tupleElements = isOptional || modified != nil ? [] : (type as? any TupleViewType.Type)?.viewElements ?? []
        func maker<V: View>(_: V.Type) -> any ViewNodeMaking.Type { TypedViewNode<V>.self }
        nodeMaker = _openExistential(type, do: maker)
    }
}
