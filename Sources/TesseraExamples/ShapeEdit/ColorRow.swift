import Tessera

/// The inspector's custom color row (the session's `ColorRow("Fill color", color: fillColor)`):
/// a title and a color picker bound to the color.
public struct ColorRow: View {
    let title: String
    let color: Binding<Color>

    public init(_ title: String, color: Binding<Color>) {
        self.title = title
        self.color = color
    }

    public var body: some View {
        ColorPicker(title, selection: color)
    }
}
