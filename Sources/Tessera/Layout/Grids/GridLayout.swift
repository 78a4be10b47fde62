import Foundation

/// The layout of `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
///
/// The grid's subviews are its rows: a subview whose layout is a ``GridRowLayout`` is a row
/// of cells, each in the next column (or the next `gridCellColumns(_:)` columns); any other
/// subview is a single cell that spans every column.
///
/// Sizing, in the manner of a stack over tracks:
/// - A column's width for an offer is the widest of its single-column cells proposed that
///   width (and an unspecified height); spanning cells and cells that are unsized
///   horizontally (`gridCellUnsizedAxes(.horizontal)`) don't size columns. Columns share the
///   proposed width minus spacing, least flexible first, each offered the remaining width
///   divided by the columns left; an unspecified width gives every column its ideal width.
/// - A row's height is the tallest of its cells proposed their cell's width, and rows share
///   the proposed height the same way.
/// - The grid is as wide as its columns and spacing, or as the widest full-width cell.
///
/// Placement: each cell is proposed its cell's size (columns and spacing it spans × row
/// height) and positioned inside the cell by the column's alignment (`gridColumnAlignment`,
/// else the grid's) horizontally and the row's alignment (`GridRow(alignment:)`, else the
/// grid's) vertically.
///
/// Differs from SwiftUI: spanning cells never widen the columns they span, and text
/// baselines are aligned within each cell rather than across the row.
struct GridLayout: Layout, Equatable {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private struct Cell {
        var subview: LayoutSubview
        var column: Int
        var span: Int
        var unsizedAxes: Axis.Set
    }

    private struct Row {
        /// The row subview when it's a `GridRow`, `nil` for a full-width cell.
        var rowSubview: LayoutSubview?
        var alignment: VerticalAlignment?
        var cells: [Cell]
    }

    private struct Arrangement {
        var rows: [Row]
        var columnWidths: [CGFloat]
        var columnOffsets: [CGFloat]
        var rowHeights: [CGFloat]
        var rowOffsets: [CGFloat]
        var size: CGSize
        var columnAlignments: [HorizontalAlignment?]
    }

    private var columnSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
    private var rowSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

    private func rows(of subviews: Subviews) -> (rows: [Row], columnCount: Int) {
        var rows: [Row] = []
        var columnCount = 0
        for subview in subviews {
            if let rowLayout = subview.layout(as: GridRowLayout.self) {
                var column = 0
                var cells: [Cell] = []
                for cell in subview.childSubviews {
                    let span = Swift.max(1, cell[GridCellColumnsKey.self])
                    cells.append(Cell(subview: cell, column: column, span: span, unsizedAxes: cell[GridCellUnsizedAxesKey.self]))
                    column += span
                }
                columnCount = Swift.max(columnCount, column)
                rows.append(Row(rowSubview: subview, alignment: rowLayout.alignment, cells: cells))
            } else {
                rows.append(Row(rowSubview: nil, alignment: nil,
                                cells: [Cell(subview: subview, column: 0, span: 0, unsizedAxes: subview[GridCellUnsizedAxesKey.self])]))
            }
        }
        // A full-width cell spans every column.
        for index in rows.indices where rows[index].rowSubview == nil {
            rows[index].cells[0].span = Swift.max(1, columnCount)
        }
        return (rows, columnCount)
    }

    /// Shares `available` among tracks whose length for an offer is `length(track, offer)`.
    private func distribute(count: Int, available: CGFloat?, spacing: CGFloat,
                            length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        var lengths = [CGFloat](repeating: 0, count: count)
        let order = (0..<count).sorted { lhs, rhs in
            let lhsFlex = length(lhs, .infinity) - length(lhs, 0)
            let rhsFlex = length(rhs, .infinity) - length(rhs, 0)
            return (lhsFlex, lhs) < (rhsFlex, rhs)
        }
        var remaining = available - spacing * CGFloat(Swift.max(0, count - 1))
        var left = count
        for track in order {
            let offer = Swift.max(0, remaining / CGFloat(left))
            lengths[track] = length(track, offer)
            remaining -= lengths[track]
            left -= 1
        }
        return lengths
    }

    private func offsets(_ lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        for length in lengths {
            offsets.append(position)
            position += length + spacing
        }
        return offsets
    }

    private func spannedWidth(_ cell: Cell, widths: [CGFloat]) -> CGFloat {
        let end = Swift.min(widths.count, cell.column + cell.span)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnSpacing * CGFloat(end - cell.column - 1)
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let (rows, columnCount) = rows(of: subviews)
        let sizingCells = (0..<columnCount).map { column in
            rows.flatMap { row in
                row.cells.filter { $0.column == column && $0.span == 1 && !$0.unsizedAxes.contains(.horizontal)
                    && row.rowSubview != nil }
            }
        }
        let columnWidths = distribute(count: columnCount, available: proposal.width, spacing: columnSpacing) { column, offer in
            sizingCells[column].map { $0.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var gridWidth = columnWidths.reduce(0, +) + columnSpacing * CGFloat(Swift.max(0, columnCount - 1))
        for row in rows where row.rowSubview == nil {
            let cell = row.cells[0]
            if !cell.unsizedAxes.contains(.horizontal) {
                gridWidth = Swift.max(gridWidth, cell.subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
            }
        }

        func cellWidth(_ cell: Cell, in row: Row) -> CGFloat {
            row.rowSubview == nil ? gridWidth : spannedWidth(cell, widths: columnWidths)
        }
        let rowHeights = distribute(count: rows.count, available: proposal.height, spacing: rowSpacing) { index, offer in
            let row = rows[index]
            return row.cells.filter { !$0.unsizedAxes.contains(.vertical) }.map {
                $0.subview.sizeThatFits(ProposedViewSize(width: cellWidth($0, in: row), height: offer)).height
            }.max() ?? 0
        }
        let height = rowHeights.reduce(0, +) + rowSpacing * CGFloat(Swift.max(0, rows.count - 1))

        let columnAlignments: [HorizontalAlignment?] = (0..<columnCount).map { column in
            for row in rows where row.rowSubview != nil {
                for cell in row.cells where cell.column == column {
                    if let alignment = cell.subview[GridColumnAlignmentKey.self] { return alignment }
                }
            }
            return nil
        }
        return Arrangement(rows: rows, columnWidths: columnWidths,
                           columnOffsets: offsets(columnWidths, spacing: columnSpacing),
                           rowHeights: rowHeights, rowOffsets: offsets(rowHeights, spacing: rowSpacing),
                           size: CGSize(width: gridWidth, height: height), columnAlignments: columnAlignments)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal: proposal, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal: proposal, subviews: subviews)
        for (index, row) in arrangement.rows.enumerated() {
            let rowFrame = CGRect(x: bounds.minX, y: bounds.minY + arrangement.rowOffsets[index],
                                  width: arrangement.size.width, height: arrangement.rowHeights[index])
            guard let rowSubview = row.rowSubview else {
                let cell = row.cells[0]
                let cellProposal = ProposedViewSize(rowFrame.size)
                let origin = alignedOrigin(of: cell.subview.dimensions(in: cellProposal), in: rowFrame.size, alignment: alignment)
                cell.subview.place(at: CGPoint(x: rowFrame.minX + origin.x, y: rowFrame.minY + origin.y),
                                   anchor: .topLeading, proposal: cellProposal)
                continue
            }
            rowSubview.placeDirectly(in: rowFrame, proposal: ProposedViewSize(rowFrame.size)) { _ in
                for cell in row.cells where cell.column < arrangement.columnWidths.count {
                    let cellSize = CGSize(width: spannedWidth(cell, widths: arrangement.columnWidths),
                                          height: arrangement.rowHeights[index])
                    let cellAlignment = Alignment(
                        horizontal: arrangement.columnAlignments[cell.column] ?? alignment.horizontal,
                        vertical: row.alignment ?? alignment.vertical)
                    let cellProposal = ProposedViewSize(cellSize)
                    let origin = alignedOrigin(of: cell.subview.dimensions(in: cellProposal), in: cellSize,
                                               alignment: cellAlignment)
                    cell.subview.place(
                        at: CGPoint(x: rowFrame.minX + arrangement.columnOffsets[cell.column] + origin.x,
                                    y: rowFrame.minY + origin.y),
                        anchor: .topLeading, proposal: cellProposal)
                }
            }
        }
    }
}
