/// A built-in view that the graph handles directly instead of evaluating a `body`.
///
/// A primitive reconciles its node's children from its value (a `TupleView` makes one child per
/// element, a `ForEach` one per element id, …) and says how it contributes to its container's
/// list of subviews.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// How this view contributes to its container's subviews.
    static var subviewBehavior: SubviewBehavior { get }
    /// The number of subviews any value of this type contributes, when known from the type
    /// alone (lets lazy containers count rows without building them).
    static var staticSubviewCount: Int? { get }
    /// Brings `node`'s children up to date with this value.
    func reconcile(in node: ViewNode)
    /// ``reconcile(in:)`` for the value at `pointer`, whose dynamic type is `type` (this type,
    /// passed as metadata: a primitive that reads its value in place needs no copy for `self`
    /// and no look-up of its own generic metadata).
    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode)

    // The type's facts for the graph, answered by the one look-up of this protocol (see
    // `PrimitiveView+Facts.swift`; each is given by a default for the protocols the type
    // conforms to): no further conformance look-up per (type, protocol) pair.
    /// The type as a `ModifiedContent` (nil for other views).
    static var modifiedContentType: (any ModifiedContentType.Type)? { get }
    /// The type when it provides its layout role.
    static var layoutRoleProviderType: (any LayoutRoleProviding.Type)? { get }
    /// Whether the type provides its layout children itself.
    static var providesLayoutChildren: Bool { get }
    /// Whether the type draws itself as a shape (`ShapeViewDrawing`).
    static var drawsAsShape: Bool { get }
    /// Whether the type records its drawing itself (`CanvasRecording`).
    static var recordsCanvas: Bool { get }
    /// The view elements of a `TupleView` (empty for other types).
    static var tupleViewElements: [TupleElements.Element] { get }
    /// The type when it compares itself for the graph (`ViewGraphComparable`).
    static var graphComparableType: (any ViewGraphComparable.Type)? { get }
}

extension PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .unary }
    static var staticSubviewCount: Int? {
        switch subviewBehavior {
        case .unary: 1
        case .transparent, .distributing, .elements, .transform: nil
        case .detached: 0
        }
    }
    func reconcile(in node: ViewNode) {}

    static func reconcile(at pointer: UnsafeRawPointer, as type: any View.Type, in node: ViewNode) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reconcile(in: node)
    }

    static func reconcile(_ view: any View, in node: ViewNode) {
        // The node's kind was made from this view's type, so the view is normally a `Self`
        // already: it is used in place, without a dynamic cast (and its copy).
        if withView(view, as: Self.self, { reconcile(at: UnsafeRawPointer($0), as: Self.self, in: node) }) == nil {
            (view as! Self).reconcile(in: node)
        }
    }
}

/// How a view contributes to the list of subviews its container sees (SwiftUI's
/// "declared vs resolved subviews").
enum SubviewBehavior {
    /// One subview: the view itself (`Text`, `Color`, a stack, …).
    case unary
    /// Its children's subviews, concatenated (`TupleView`, `Group`, `if`, `AnyView`, composite views).
    case transparent
    /// Its content's subviews, each wrapped by this node (a layout or drawing modifier applied to
    /// several views applies to each). When the content is one view, the node itself is unary.
    case distributing
    /// Its elements' subviews, built on demand (`ForEach`).
    case elements
    /// The subviews of its children after the first; the first child is a hidden source whose
    /// subviews the view transforms (`ForEach(subviews:)`, `Group(subviews:)`).
    case transform
    /// No subviews: the node is a top layer the host lays out and draws over the whole
    /// window (a presented alert, sheet, popover or menu; `Presentation/TopLayer.swift`).
    case detached
}

/// The number of subviews values of `type` contribute, when the type alone tells.
@MainActor
func staticSubviewCount(of type: any View.Type) -> Int? {
    // A view with a body is no primitive: it isn't asked (a first look-up of a (type,
    // protocol) pair scans every conformance record).
    func count<V: View>(_: V.Type) -> Int? {
        guard V.Body.self == Never.self else { return staticSubviewCount(of: V.Body.self) }
        return (type as? any PrimitiveView.Type)?.staticSubviewCount
    }
    return count(type)
}
