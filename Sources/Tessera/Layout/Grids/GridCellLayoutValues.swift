import Foundation

/// The number of grid columns a cell spans: `gridCellColumns(_:)`.
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The horizontal alignment of every cell in a cell's column: `gridColumnAlignment(_:)`.
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// The axes along which a cell doesn't take part in sizing its column and row:
/// `gridCellUnsizedAxes(_:)`. Along those axes the cell is proposed its track's length.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
