/// A control for selecting a value from a bounded linear range of values.
///
/// A track filled in the tint color up to the value and a round thumb; pressing or dragging
/// anywhere on the track moves the value there (snapped to `step` when given), calling
/// `onEditingChanged(true)` when the drag begins and `onEditingChanged(false)` when it ends.
///
/// Differs from SwiftUI: the slider doesn't take keyboard focus (arrow keys don't move it).
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Binding<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    @State private var isEditing = false
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// The thumb's diameter, and the slider's height.
    static var thumbSize: CGFloat { 20 }

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = Binding(get: {
            span > 0 ? min(1, max(0, (Double(value.wrappedValue) - lower) / span)) : 0
        }, set: { newFraction in
            value.wrappedValue = V(lower + newFraction * span)
        })
        self.step = step.map { span > 0 ? Double($0) / span : 0 }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack {
            if labelsVisibility != .hidden, !(label is EmptyView) { label }
            if let minimumValueLabel { minimumValueLabel }
            track
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    private var track: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            let thumb = Self.thumbSize
            let position = fraction.wrappedValue * max(0, width - thumb)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.5).opacity(0.3)).frame(height: 4)
                Capsule().fill(.tint).frame(width: position + thumb / 2, height: 4)
                Circle().fill(Color.white)
                    .overlay(Circle().strokeBorder(Color(white: 0.5).opacity(0.45), lineWidth: 0.5))
                    .frame(width: thumb, height: thumb)
                    .offset(x: position)
            }
            .frame(width: width, height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    if !isEditing {
                        isEditing = true
                        onEditingChanged(true)
                    }
                    move(to: drag.location.x, width: width)
                }
                .onEnded { drag in
                    move(to: drag.location.x, width: width)
                    isEditing = false
                    onEditingChanged(false)
                })
        }
        .frame(minWidth: Self.thumbSize * 2, idealWidth: 200)
        .frame(height: Self.thumbSize)
    }

    /// Sets the value for a pointer at `x` on a track `width` wide (snapped to the step).
    private func move(to x: CGFloat, width: CGFloat) {
        let thumb = Self.thumbSize
        var newFraction = width > thumb ? Double((x - thumb / 2) / (width - thumb)) : 0
        newFraction = min(1, max(0, newFraction))
        if let step, step > 0 { newFraction = min(1, (newFraction / step).rounded() * step) }
        if newFraction != fraction.wrappedValue { fraction.wrappedValue = newFraction }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided
    /// labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}
