/// A primitive view type's facts (``PrimitiveView``'s fact requirements): each default below
/// is chosen where the type declares its conformance, from the protocols it conforms to, so
/// ``ViewTypeTraits`` learns them all from the one look-up of `PrimitiveView` instead of one
/// look-up per protocol (each first look-up of a (type, protocol) pair in a process scans every
/// conformance record).
extension PrimitiveView {
    static var modifiedContentType: (any ModifiedContentType.Type)? { nil }
    static var layoutRoleProviderType: (any LayoutRoleProviding.Type)? { nil }
    static var providesLayoutChildren: Bool { false }
    static var drawsAsShape: Bool { false }
    static var recordsCanvas: Bool { false }
    static var tupleViewElements: [TupleElements.Element] { [] }
    static var graphComparableType: (any ViewGraphComparable.Type)? { nil }
}

extension PrimitiveView where Self: ModifiedContentType {
    static var modifiedContentType: (any ModifiedContentType.Type)? { self }
}

extension PrimitiveView where Self: LayoutRoleProviding {
    static var layoutRoleProviderType: (any LayoutRoleProviding.Type)? { self }
}

extension PrimitiveView where Self: LayoutChildrenProviding {
    static var providesLayoutChildren: Bool { true }
}

extension PrimitiveView where Self: ShapeViewDrawing {
    static var drawsAsShape: Bool { true }
}

extension PrimitiveView where Self: CanvasRecording {
    static var recordsCanvas: Bool { true }
}

extension PrimitiveView where Self: TupleViewType {
    static var tupleViewElements: [TupleElements.Element] { viewElements }
}

extension PrimitiveView where Self: ViewGraphComparable {
    static var graphComparableType: (any ViewGraphComparable.Type)? { self }
}
