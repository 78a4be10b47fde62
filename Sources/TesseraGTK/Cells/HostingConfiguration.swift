import Foundation
import Tessera

/// A cell's content written in SwiftUI: the counterpart of UIKit's `UIHostingConfiguration`,
/// for the cells of `GtkListView`, `GtkGridView` and `GtkColumnView` (see ``ListCell``).
///
/// A configuration is a light value; set it as a cell's ``ListCell/contentConfiguration`` and
/// the cell's hosting widget shows it (a cell keeps one hosting widget for its whole life, so
/// SwiftUI state in the content survives re-configuration while the content's type is the same).
///
/// ```swift
/// cell.contentConfiguration = HostingConfiguration {
///     HeartRateBPMView()
/// }
/// .margins(.horizontal, 16)
/// .background(.pink)
/// ```
///
/// The content is inset from the cell's edges by the cell's layout margins (``ListCell/layoutMargins``)
/// unless ``margins(_:_:)-(Edge.Set,CGFloat)`` says otherwise; the background fills the cell
/// edge to edge, behind the content, and never affects the cell's size: with self-sizing rows
/// only the content (plus margins, at least ``minSize(width:height:)``) sizes the cell.
@MainActor
public struct HostingConfiguration<Content: View, Background: View> {
    let content: Content
    let backgroundView: Background
    /// Per-edge margins set by `margins`; nil edges follow the cell's layout margins.
    var margins = EdgeMargins()
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    /// A configuration showing `content`.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        self.backgroundView = EmptyView()
    }

    init(content: Content, background: Background, margins: EdgeMargins, minWidth: CGFloat?, minHeight: CGFloat?) {
        self.content = content
        self.backgroundView = background
        self.margins = margins
        self.minWidth = minWidth
        self.minHeight = minHeight
    }

    /// The same content with `background` behind it, edge to edge.
    public func background<B: View>(@ViewBuilder content background: () -> B) -> HostingConfiguration<Content, B> {
        HostingConfiguration<Content, B>(content: content, background: background(), margins: margins,
                                         minWidth: minWidth, minHeight: minHeight)
    }

    /// The same content with a background filled with `style`, edge to edge.
    public func background<S: ShapeStyle>(_ style: S) -> HostingConfiguration<Content, _ShapeView<Rectangle, S>> {
        background { Rectangle().fill(style) }
    }

    /// Insets the content by `length` on `edges` (instead of the cell's layout margins there).
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Insets the content by `insets` on `edges` (instead of the cell's layout margins there).
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        return copy
    }

    /// The smallest size of the cell (nil: no minimum on that axis).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.minWidth = width
        copy.minHeight = height
        return copy
    }
}

/// UIKit's name, so code written against `UIHostingConfiguration` compiles unchanged.
public typealias UIHostingConfiguration<Content: View, Background: View> = HostingConfiguration<Content, Background>

/// Margins set edge by edge; an unset edge follows the cell's layout margins.
struct EdgeMargins: Equatable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    func resolved(defaults: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top ?? defaults.top, leading: leading ?? defaults.leading,
                   bottom: bottom ?? defaults.bottom, trailing: trailing ?? defaults.trailing)
    }
}

extension HostingConfiguration {
    /// The view a cell's hosting widget shows for this configuration.
    func cellView(layoutMargins: EdgeInsets) -> CellContentView {
        CellContentView(root: AnyView(CellLayout(content: content, background: backgroundView,
                                                  margins: margins.resolved(defaults: layoutMargins),
                                                  minWidth: minWidth, minHeight: minHeight)))
    }
}
