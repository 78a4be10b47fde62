import Foundation

/// A piece of an axis mark: a grid line, a tick or a value label.
@MainActor @preconcurrency
public protocol AxisMark {}

/// An axis mark reduced to what the chart draws.
package enum AxisMarkComponent {
    case gridLine(StrokeStyle?)
    case tick(length: CGFloat, StrokeStyle?)
    case label(AxisValueLabel)
}

/// An axis mark that lists its components.
@MainActor
package protocol AxisMarkComponentsConvertible {
    var components: [AxisMarkComponent] { get }
}

/// Axis marks built by an `AxisMarkBuilder` block.
public struct AxisMarkGroup: AxisMark, AxisMarkComponentsConvertible {
    package let components: [AxisMarkComponent]
}

/// A result builder for the marks of one axis value (`AxisGridLine(); AxisTick(); AxisValueLabel()`).
@resultBuilder @MainActor
public enum AxisMarkBuilder {
    /// Combines the marks.
    public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkGroup {
        AxisMarkGroup(components: marks.flatMap { ($0 as? AxisMarkComponentsConvertible)?.components ?? [] })
    }
    /// Marks shown only when a condition holds.
    public static func buildIf(_ marks: AxisMarkGroup?) -> AxisMarkGroup { marks ?? AxisMarkGroup(components: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisMarkGroup) -> AxisMarkGroup { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisMarkGroup) -> AxisMarkGroup { second }
    /// Marks written as a single expression.
    public static func buildExpression(_ mark: any AxisMark) -> any AxisMark { mark }
    /// A single group of marks.
    public static func buildFinalResult(_ group: AxisMarkGroup) -> AxisMarkGroup { group }
}

/// A grid line across the plot at an axis value.
public struct AxisGridLine: AxisMark, AxisMarkComponentsConvertible {
    let stroke: StrokeStyle?
    /// Creates a grid line, optionally with its own stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    package var components: [AxisMarkComponent] { [.gridLine(stroke)] }
}

/// A short tick outside the plot at an axis value.
public struct AxisTick: AxisMark, AxisMarkComponentsConvertible {
    let length: CGFloat
    let stroke: StrokeStyle?
    /// Creates a tick of `length` points (4 by default).
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }
    package var components: [AxisMarkComponent] { [.tick(length: length, stroke)] }
}

/// The label of an axis value: the value formatted by the scale, or as you format it.
public struct AxisValueLabel: AxisMark, AxisMarkComponentsConvertible {
    /// Makes the label's text from the axis value, or nil for the scale's own label.
    let text: (@MainActor (AxisValue) -> String?)?
    let centered: Bool?

    /// Creates a label with the scale's text for the value.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil) {
        text = nil
        self.centered = centered
    }

    /// Creates a label that formats the value with a format style
    /// (`AxisValueLabel(format: .dateTime.hour())`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatInput: Plottable, F.FormatOutput == String {
        text = { value in value.as(F.FormatInput.self).map { format.format($0) } }
        self.centered = centered
    }

    /// Creates a label with fixed text.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil) {
        let string = String(label)
        text = { _ in string }
        self.centered = centered
    }

    package var components: [AxisMarkComponent] { [.label(self)] }
}
