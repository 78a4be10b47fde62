/// The automatic legend: for each series of `.foregroundStyle(by:)`, a swatch of its color
/// and its name, in a row.
struct ChartLegendView: View {
    let entries: [(value: PlotValue, style: AnyShapeStyle)]
    /// Circles for lines and points, squares for bars and areas.
    let symbols: Bool

    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries.indices, id: \.self) { index in
                HStack(spacing: 4) {
                    if symbols {
                        Circle().fill(entries[index].style).frame(width: 8, height: 8)
                    } else {
                        RoundedRectangle(cornerRadius: 1.5).fill(entries[index].style).frame(width: 8, height: 8)
                    }
                    Text(entries[index].value.categoryName).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .fixedSize()
    }
}
