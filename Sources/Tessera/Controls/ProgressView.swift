/// A view that shows the progress toward completion of a task.
///
/// With a value, a linear bar filled in the tint color up to `value / total` (clamped), under
/// its label; without one, an indeterminate circular indicator.
///
/// Differs from SwiftUI: the indeterminate indicator is drawn still (no animation yet).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if let fraction {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(white: 0.5).opacity(0.25))
                        Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 4)
            } else {
                ProgressSpinner().frame(width: 20, height: 20)
            }
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
    }
}

/// Eight fading spokes: the indeterminate indicator.
private struct ProgressSpinner: View {
    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4
                var path = Path()
                path.move(to: CGPoint(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45))
                path.addLine(to: CGPoint(x: center.x + cos(angle) * radius * 0.95, y: center.y + sin(angle) * radius * 0.95))
                context.stroke(path, with: .color(Color(white: 0.45).opacity(0.25 + 0.75 * Double(spoke) / 7)),
                               style: StrokeStyle(lineWidth: radius * 0.2, lineCap: .round))
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress.
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// Creates a progress view for showing determinate progress (`nil`: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// Creates a progress view for showing determinate progress that displays a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a localized string.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(label: { Text(titleKey) })
    }

    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// Creates a progress view for showing determinate progress that generates its label from
    /// a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// Creates a progress view for showing determinate progress that generates its label from
    /// a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a custom label and a
    /// label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? min(1, max(0, Double($0) / Double(total))) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}
