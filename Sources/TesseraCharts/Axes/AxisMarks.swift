import Foundation

/// A type that describes the marks of an axis (`AxisMarks`), for `.chartXAxis { … }`.
@MainActor @preconcurrency
public protocol AxisContent {}

/// Where an axis's marks sit: the x axis at the bottom (or top), the y axis at the trailing
/// edge (or leading).
public struct AxisMarkPosition: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case automatic, leading, trailing, top, bottom }
    let storage: Storage
    /// Bottom for x, trailing for y.
    public static let automatic = AxisMarkPosition(storage: .automatic)
    /// The leading edge (y axis).
    public static let leading = AxisMarkPosition(storage: .leading)
    /// The trailing edge (y axis).
    public static let trailing = AxisMarkPosition(storage: .trailing)
    /// The top edge (x axis).
    public static let top = AxisMarkPosition(storage: .top)
    /// The bottom edge (x axis).
    public static let bottom = AxisMarkPosition(storage: .bottom)
}

/// Axis marks that can be built in a preset style.
public struct AxisMarkPreset: Equatable, Sendable {
    let name: String
    /// The chart's default style.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels and ticks with no grid, like an axis on paper.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Aligned labels.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Inset labels.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// The marks of an axis: at each of its values, the marks the content builds (a grid line,
/// a tick, a label).
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .hour, count: 6)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.hour())
///     }
/// }
/// ```
public struct AxisMarks: AxisContent {
    package let values: AxisMarkValues
    package let position: AxisMarkPosition
    /// The marks at one value; nil for the default (grid line, tick, label).
    package let content: (@MainActor (AxisValue) -> [AxisMarkComponent])?

    /// Creates axis marks with the default grid line, tick and label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.values = values
        self.position = position
        content = nil
    }

    /// Creates axis marks with the marks `content` builds for each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkGroup) {
        self.values = values
        self.position = position
        self.content = { content($0).components }
    }

    /// Creates axis marks with the same marks at every value (a content closure that ignores
    /// the value).
    ///
    /// Tessera addition: Swift Charts' closure takes the `AxisValue`; this spelling accepts
    /// `{ AxisGridLine(); AxisTick(); AxisValueLabel() }`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> AxisMarkGroup) {
        self.values = values
        self.position = position
        self.content = { _ in content().components }
    }

    /// Creates axis marks at exactly these values.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(preset: preset, position: position, values: .values(values))
    }

    /// Creates axis marks at exactly these values, with the marks `content` builds.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkGroup) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }

    /// The marks at `value`.
    package func components(at value: AxisValue) -> [AxisMarkComponent] {
        content?(value) ?? [.gridLine(nil), .tick(length: 4, nil), .label(AxisValueLabel())]
    }
}

/// Axis content built by an `AxisContentBuilder` block.
public struct AxisContentGroup: AxisContent {
    package let marks: [AxisMarks]
}

/// A result builder for the content of `.chartXAxis { … }` and `.chartYAxis { … }`.
@resultBuilder @MainActor
public enum AxisContentBuilder {
    /// Combines axis marks.
    public static func buildBlock(_ content: AxisMarks...) -> AxisContentGroup { AxisContentGroup(marks: content) }
    /// Axis marks shown only when a condition holds.
    public static func buildIf(_ content: AxisContentGroup?) -> AxisMarks {
        content?.marks.first ?? AxisMarks(values: .values([Double]()))
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisContentGroup) -> AxisMarks { first.marks.first ?? AxisMarks(values: .values([Double]())) }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisContentGroup) -> AxisMarks { second.marks.first ?? AxisMarks(values: .values([Double]())) }
}

extension View {
    /// Sets the marks of the x axis of the charts in this view.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = Self.axisMarks(of: content())
        return chartConfiguration { $0.xAxis.marks = marks }
    }

    /// Sets the marks of the y axis of the charts in this view.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = Self.axisMarks(of: content())
        return chartConfiguration { $0.yAxis.marks = marks }
    }

    /// Shows or hides the x axis of the charts in this view.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the y axis of the charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    private static func axisMarks(of content: some AxisContent) -> [AxisMarks] {
        if let group = content as? AxisContentGroup { return group.marks }
        if let marks = content as? AxisMarks { return [marks] }
        return []
    }
}
