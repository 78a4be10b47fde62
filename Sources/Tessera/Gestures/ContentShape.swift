extension View {
    /// Defines the content shape for hit testing.
    ///
    /// Gestures and tap actions applied around the view react only to presses inside `shape`
    /// (placed in the view's frame) instead of its whole frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Sets the content shape for this view.
    ///
    /// Differs from SwiftUI: every kind is treated as the interaction shape.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
}

/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

/// Gives the modified view a hit-testing shape.
public struct _ContentShapeModifier<S: Shape>: ViewModifier {
    let shape: S
    let eoFill: Bool
    public typealias Body = Never
}

extension _ContentShapeModifier: PrimitiveModifier, ContentShapeProviding {
    static var subviewBehavior: SubviewBehavior { .distributing }

    func hitShape(in frame: CGRect) -> (path: Path, eoFill: Bool) {
        (shape.path(in: frame), eoFill)
    }
}

@MainActor
protocol ContentShapeProviding {
    func hitShape(in frame: CGRect) -> (path: Path, eoFill: Bool)
}

/// Finds the content shape that applies to a view's gestures: the nearest `contentShape`
/// looking inward through the modifiers and composite views that wrap the view.
@MainActor
enum ContentShapeLookup {
    struct HitShape {
        let path: Path
        let eoFill: Bool
        func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: eoFill) }
    }

    static func shape(under node: ViewNode) -> HitShape? {
        var current: ViewNode? = node
        while let candidate = current {
            if let provider = candidate.modifierValue as? any ContentShapeProviding,
               let frame = candidate.layoutNode?.globalFrame {
                let shape = provider.hitShape(in: frame)
                return HitShape(path: shape.path, eoFill: shape.eoFill)
            }
            let isComposite = if case .composite = candidate.kind { true } else { false }
            guard candidate.children.count == 1, candidate.modifierValue != nil || isComposite else { return nil }
            current = candidate.children.first
        }
        return nil
    }
}
