/// A control used to select a color.
///
/// Shows its label and a swatch of the selected color. Tapping the swatch opens an inline
/// palette of colors below; tapping one selects it (writes the binding) and closes the palette.
///
/// Differs from SwiftUI: the picker is a fixed palette of twelve colors, not the system color
/// panel; `supportsOpacity` is accepted and ignored.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPaletteShown = false
    @Environment(\.labelsVisibility) private var labelsVisibility

    /// Creates a color picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        VStack(alignment: .trailing, spacing: 8) {
            HStack {
                if labelsVisibility != .hidden {
                    label
                    Spacer(minLength: 8)
                }
                ColorSwatch(color: selection.wrappedValue, isSelected: false)
                    .onTapGesture { isPaletteShown.toggle() }
            }
            if isPaletteShown {
                HStack(spacing: 4) {
                    ForEach(ColorSwatch.palette.indices, id: \.self) { index in
                        let color = ColorSwatch.palette[index]
                        ColorSwatch(color: color, isSelected: color == selection.wrappedValue, diameter: 18)
                            .onTapGesture {
                                selection.wrappedValue = color
                                isPaletteShown = false
                            }
                    }
                }
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A round swatch of a color with a thin ring (a thicker accent ring when selected).
struct ColorSwatch: View {
    static let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    let color: Color
    let isSelected: Bool
    var diameter: CGFloat = 24

    var body: some View {
        Circle()
            .fill(color)
            .overlay { Circle().strokeBorder(isSelected ? Color.accentColor : Color(white: 0.7), lineWidth: isSelected ? 2 : 1) }
            .frame(width: diameter, height: diameter)
    }
}
