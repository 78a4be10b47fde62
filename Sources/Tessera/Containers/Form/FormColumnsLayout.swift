/// Which column of a columns-style form a subview goes in.
enum FormColumnRole: LayoutValueKey {
    /// A label of labeled content: the label column, trailing-aligned.
    case label
    /// The content of labeled content: the value column, on the same row as its label.
    case content
    /// A section header: the label column, starting a new group of rows.
    case header
    /// Anything else: a row of its own in the value column.
    case row

    static let defaultValue = FormColumnRole.row
}

/// The layout of a columns-style form: rows of (label, value), the labels trailing-aligned in
/// a column as wide as the widest label, the values leading-aligned after it.
struct FormColumnsLayout: Layout {
    var columnSpacing: CGFloat = 8
    var rowSpacing: CGFloat = 10
    var sectionSpacing: CGFloat = 14

    /// One row: its label (if any) and its value (if any), by subview index.
    struct Row {
        var label: Int?
        var value: Int?
        var startsSection = false
    }

    func rows(_ subviews: Subviews) -> [Row] {
        var rows: [Row] = []
        for index in subviews.indices {
            switch subviews[index][FormColumnRole.self] {
            case .label: rows.append(Row(label: index))
            case .header: rows.append(Row(label: index, startsSection: !rows.isEmpty))
            case .content:
                if let last = rows.indices.last, rows[last].value == nil, rows[last].label != nil, !rows[last].startsSection,
                   subviews[rows[last].label!][FormColumnRole.self] == .label {
                    rows[last].value = index
                } else {
                    rows.append(Row(value: index))
                }
            case .row: rows.append(Row(value: index))
            }
        }
        return rows
    }

    func labelWidth(_ subviews: Subviews, rows: [Row]) -> CGFloat {
        rows.compactMap(\.label).map { subviews[$0].sizeThatFits(.unspecified).width }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(subviews)
        let labels = labelWidth(subviews, rows: rows)
        let valueProposal = proposal.width.map { max(0, $0 - labels - columnSpacing) }
        var height: CGFloat = 0
        var valueWidth: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let label = row.label.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
            let value = row.value.map { subviews[$0].sizeThatFits(ProposedViewSize(width: valueProposal, height: nil)) } ?? .zero
            valueWidth = max(valueWidth, value.width)
            if index > 0 { height += row.startsSection ? sectionSpacing + rowSpacing : rowSpacing }
            height += max(label.height, value.height)
        }
        return CGSize(width: proposal.width ?? (labels + columnSpacing + valueWidth), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = rows(subviews)
        let labels = labelWidth(subviews, rows: rows)
        let valueX = bounds.minX + labels + columnSpacing
        let valueProposal = ProposedViewSize(width: max(0, bounds.maxX - valueX), height: nil)
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            if index > 0 { y += row.startsSection ? sectionSpacing + rowSpacing : rowSpacing }
            let label = row.label.map { subviews[$0].sizeThatFits(.unspecified) } ?? .zero
            let value = row.value.map { subviews[$0].sizeThatFits(valueProposal) } ?? .zero
            let height = max(label.height, value.height)
            if let labelIndex = row.label {
                subviews[labelIndex].place(at: CGPoint(x: bounds.minX + labels - label.width, y: y + (height - label.height) / 2),
                                           proposal: .unspecified)
            }
            if let valueIndex = row.value {
                subviews[valueIndex].place(at: CGPoint(x: valueX, y: y + (height - value.height) / 2), proposal: valueProposal)
            }
            y += height
        }
    }
}
