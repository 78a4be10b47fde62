import Foundation

/// A SwiftUI view that displays a chart.
///
/// ```swift
/// Chart(heartRateSamples) { sample in
///     LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.beatsPerMinute))
///         .symbol(Circle().strokeBorder(lineWidth: 2))
///         .foregroundStyle(.pink)
/// }
/// ```
///
/// A chart takes the size it is offered, like a shape. Inside it, the y axis's labels sit on
/// the trailing edge, the x axis's below the plot, and the legend (when marks are styled by a
/// value) below them.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    /// For `Chart(data) { LineMark(…) }` and `PointMark`: the marks' collection, specialized
    /// for the data and the mark in the module that creates the chart (`ColumnCollection`).
    let specializedCollection: (@MainActor (inout MarkCollector) -> Void)?
    @Environment(\.chartConfiguration) private var configuration

    /// Creates a chart composed of a series of marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.init(content: content(), specializedCollection: nil)
    }

    @usableFromInline
    init(content: Content, specializedCollection: (@MainActor (inout MarkCollector) -> Void)?) {
        self.content = content
        self.specializedCollection = specializedCollection
    }

    /// Creates a chart with the marks `content` makes for each element of `data`, identified
    /// by a key path.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        // Inlinable, so that a line or scatter plot's collection loop is made here, in the
        // caller's module, for its data and mark type.
        self.init(content: ForEach(data, id: id, content: content), specializedCollection: ColumnCollection.specialized(data, content))
    }

    /// Creates a chart with the marks `content` makes for each element of a collection of
    /// identifiable data.
    @inlinable
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: content), specializedCollection: ColumnCollection.specialized(data, content))
    }

    /// The marks of the chart's content.
    func collectedMarks() -> MarkCollector {
        guard let specializedCollection else { return content.collectedMarks() }
        var collector = MarkCollector()
        specializedCollection(&collector)
        return collector
    }

    public var body: some View {
        // The marks and everything about them that doesn't depend on the size are built once
        // per body; the geometry reader's content, run again when the size changes, only
        // rebuilds the scales and axes.
        let data = ChartData(marks: collectedMarks().marks)
        GeometryReader { proxy in
            chart(data, in: proxy.size)
        }
    }

    /// The chart of `data` laid out for `size`: the plot, the axis labels, the legend, view
    /// symbols and annotations. The size sets how many ticks the axes get.
    @ViewBuilder
    func chart(_ data: ChartData, in size: CGSize) -> some View {
        let model = ChartModel(data: data, configuration: configuration, size: size)
        let plan = ChartLayoutPlan(model: model, configuration: configuration, width: size.width)
        let canvas = Canvas { context, size in
            MainActor.assumeIsolated {
                ChartRenderer(geometry: PlotGeometry(model: model, size: size)).draw(in: &context)
            }
        }
        .overlay {
            if let select = configuration.xSelection, !model.isPie { ChartSelectionArea(scale: model.xScale, select: select) }
        }
        ChartLayout(plan: plan) {
            ChartPart(content: configuration.plotStyle.map { $0(ChartPlotContent(content: { AnyView(canvas) })) } ?? AnyView(canvas))
            ForEach(plan.yLabels.indices, id: \.self) { index in
                AxisLabelText(text: plan.yLabels[index].text)
            }
            ForEach(plan.xLabels.indices, id: \.self) { index in
                AxisLabelText(text: plan.xLabels[index].text)
            }
            ForEach(plan.hasLegend ? [0] : [], id: \.self) { _ in
                ChartLegendView(entries: model.styleSeries, symbols: model.marks.first.map { $0.kind == .line || $0.kind == .point } ?? false)
            }
            ForEach(plan.symbolMarks.indices, id: \.self) { index in
                let mark = model.marks[plan.symbolMarks[index]]
                if case .view(let view)? = mark.attributes.symbol {
                    ChartPart(content: view).foregroundStyle(model.style(of: mark)).opacity(mark.attributes.opacity)
                }
            }
            ForEach(plan.annotations.indices, id: \.self) { index in
                ChartPart(content: plan.annotations[index].annotation.content)
            }
            ForEach(plan.axisTitles.indices, id: \.self) { index in
                ChartPart(content: plan.axisTitles[index].content).font(.caption).foregroundStyle(.secondary).fixedSize()
            }
        }
    }
}

/// An axis value label: caption-sized, secondary.
struct AxisLabelText: View {
    let text: String
    var body: some View {
        Text(text).font(.caption2).foregroundStyle(.secondary).fixedSize()
    }
}
