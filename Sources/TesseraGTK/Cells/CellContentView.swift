import Foundation
import Tessera

/// What a cell's hosting widget shows: the configuration's content inset by its margins,
/// leading-aligned in the cell's full width, with the background behind it edge to edge.
///
/// The background is a `.background`, so it takes the cell's size and never changes it: the
/// cell's ideal height is the content's plus the vertical margins (at least the minimum height).
struct CellContentView: View {
    var content: AnyView
    var background: AnyView
    var margins: EdgeInsets
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    var body: some View {
        content
            .padding(margins)
            .frame(minWidth: minWidth, maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
            .background { background }
    }
}
