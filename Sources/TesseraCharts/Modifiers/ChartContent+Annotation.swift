import Foundation

extension ChartContent {
    /// Annotates the chart content with a view, placed beside each of its marks.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
    let storage: Storage

    /// Above a mark, or where the chart decides.
    public static let automatic = AnnotationPosition(storage: .automatic)
    /// On top of the mark, centered.
    public static let overlay = AnnotationPosition(storage: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(storage: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(storage: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(storage: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(storage: .trailing)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(storage: .topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(storage: .topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(storage: .bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(storage: .bottomTrailing)

    /// The side of the mark's rect the annotation's anchor meets, as a unit point, and the
    /// anchor of the annotation itself.
    var anchors: (mark: UnitPoint, annotation: UnitPoint) {
        switch storage {
        case .automatic, .top: (.top, .bottom)
        case .overlay: (.center, .center)
        case .bottom: (.bottom, .top)
        case .leading: (.leading, .trailing)
        case .trailing: (.trailing, .leading)
        case .topLeading: (.topLeading, .bottomTrailing)
        case .topTrailing: (.topTrailing, .bottomLeading)
        case .bottomLeading: (.bottomLeading, .topTrailing)
        case .bottomTrailing: (.bottomTrailing, .topLeading)
        }
    }
}
