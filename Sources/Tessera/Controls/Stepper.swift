/// A control that performs increment and decrement actions.
///
/// Built from Tessera views: the label (unless labels are hidden) and a "−" and a "+" button.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(
        @ViewBuilder label: () -> Label,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value within a
    /// range, using a step value you provide.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(next, bounds.upperBound)
        }, onDecrement: {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = max(next, bounds.lowerBound)
        }, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        // Like a switch toggle: the label leading, the buttons at the trailing edge (the
        // stepper fills the width it is offered, as on iOS).
        HStack {
            if labelsVisibility != .hidden {
                label
                Spacer(minLength: 8)
            }
            Button("−") { onDecrement?() }.disabledIf(onDecrement == nil)
            Button("+") { onIncrement?() }.disabledIf(onIncrement == nil)
        }
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a
    /// value and step amount you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value within a range.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key that performs the closures you provide.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
