/// The visibility of scroll indicators of a UI element.
///
/// Tessera's indicators are overlay scrollers, as on macOS with a trackpad: with `.automatic`
/// they appear once the scroll view has been scrolled (never in a still render); `.visible`
/// shows them whenever the content is larger than the viewport; `.hidden` and `.never` don't
/// show them.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hide the scroll indicators.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Scroll indicators should never be visible.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollIndicatorPolicy) { policy in
            if axes.contains(.vertical) { policy.vertical = visibility }
            if axes.contains(.horizontal) { policy.horizontal = visibility }
        }
    }
}

/// The scroll indicator visibility per axis, set by ``View/scrollIndicators(_:axes:)``.
struct ScrollIndicatorPolicy: Equatable, Sendable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic

    func visibility(along axis: Axis) -> ScrollIndicatorVisibility { axis == .vertical ? vertical : horizontal }
}

extension EnvironmentValues {
    private enum ScrollIndicatorPolicyKey: EnvironmentKey { static var defaultValue: ScrollIndicatorPolicy { ScrollIndicatorPolicy() } }

    var scrollIndicatorPolicy: ScrollIndicatorPolicy {
        get { self[ScrollIndicatorPolicyKey.self] }
        set { self[ScrollIndicatorPolicyKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicatorPolicy.vertical }
        set { scrollIndicatorPolicy.vertical = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { scrollIndicatorPolicy.horizontal }
        set { scrollIndicatorPolicy.horizontal = newValue }
    }
}

/// The thin rounded bars a scroll view draws over its content's trailing and bottom edges.
@MainActor
enum ScrollIndicators {
    static let thickness: CGFloat = 4
    static let inset: CGFloat = 2
    static let minimumLength: CGFloat = 16

    /// The indicator bar for `axis` in a viewport showing content of `contentSize` at `offset`,
    /// or `nil` when the content fits along that axis.
    static func bar(along axis: Axis, viewport: CGRect, contentSize: CGSize, offset: CGPoint) -> CGRect? {
        let (viewLength, contentLength, position) = axis == .vertical
            ? (viewport.height, contentSize.height, offset.y)
            : (viewport.width, contentSize.width, offset.x)
        guard contentLength > viewLength + 0.5, viewLength > 2 * inset + minimumLength else { return nil }
        let track = viewLength - 2 * inset - thickness
        let length = max(minimumLength, track * viewLength / contentLength)
        let fraction = min(1, max(0, position / (contentLength - viewLength)))
        let start = inset + fraction * (track - length)
        return axis == .vertical
            ? CGRect(x: viewport.maxX - inset - thickness, y: viewport.minY + start, width: thickness, height: length)
            : CGRect(x: viewport.minX + start, y: viewport.maxY - inset - thickness, width: length, height: thickness)
    }

    /// The bars `node` (a scroll view) shows now: along its scrolling axes, where its
    /// visibility asks for them (`.automatic`: once scrolled).
    static func bars(of node: ViewNode) -> [CGRect] {
        guard let state = node.payload as? ScrollState, let showsIndicators = node.viewAs((any ScrollIndicatorSource).self)?.showsIndicators,
              showsIndicators, let layoutNode = node.layoutNode, layoutNode.isPlaced else { return [] }
        let viewport = layoutNode.globalFrame
        let content = layoutNode.children.reduce(CGRect.null) { $0.union($1.globalFrame) }
        guard !content.isNull else { return [] }
        var bars: [CGRect] = []
        for axis in [Axis.vertical, .horizontal] where state.axes.contains(axis == .vertical ? .vertical : .horizontal) {
            switch node.environment.scrollIndicatorPolicy.visibility(along: axis).kind {
            case .hidden, .never: continue
            case .automatic where !state.wasScrolled: continue
            case .automatic, .visible: break
            }
            if let bar = bar(along: axis, viewport: viewport, contentSize: content.size, offset: state.offset) { bars.append(bar) }
        }
        return bars
    }
}

/// A scroll view's `showsIndicators`, readable without its content type.
@MainActor
protocol ScrollIndicatorSource {
    var showsIndicators: Bool { get }
}

extension ScrollView: ScrollIndicatorSource {}
