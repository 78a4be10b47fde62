/// How a bordered built-in button style draws a button: its label (tinted by the button) with
/// the look's padding and background, dimmed while pressed. (The flat looks — borderless, plain,
/// link — are the label alone, dimmed while pressed.)
///
/// Differs from SwiftUI: the looks follow iOS's (a bordered button's background is the tint at
/// 15 % opacity, a prominent one's the tint; rounded rectangles of radius 6 to 12 by control
/// size), on every platform; the sizes are unverified against Apple's.
struct ButtonChrome<Content: View>: View {
    let look: BuiltInButtonLook
    let isPressed: Bool
    let label: Content

    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.font) private var font

    /// How much of a flat button's label shows while it is pressed.
    static var pressedLabelOpacity: Double { 0.4 }

    var body: some View {
        label
            .font(font ?? controlSizeFont)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background { background }
            .opacity(isPressed ? 0.7 : 1)
    }

    /// The label's font for the control size when none is set (smaller for small and mini).
    private var controlSizeFont: Font? {
        switch controlSize {
        case .mini: .caption
        case .small: .subheadline
        case .regular, .large, .extraLarge: nil
        }
    }

    /// Padding and corner radius for the control size (iOS's bordered buttons).
    private var metrics: (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat) {
        switch controlSize {
        case .mini: (8, 3, 6)
        case .small: (10, 5, 6)
        case .regular: (12, 7, 8)
        case .large: (20, 14, 12)
        case .extraLarge: (24, 18, 14)
        }
    }

    @ViewBuilder private var background: some View {
        switch borderShape.kind {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? metrics.radius).fill(fill)
        case .automatic: RoundedRectangle(cornerRadius: metrics.radius).fill(fill)
        }
    }

    /// The background's fill: the tint (the accent color unless set), faint for bordered; grey
    /// when disabled.
    private var fill: AnyShapeStyle {
        let tint = tint ?? AnyShapeStyle(Color.accentColor)
        switch (look, isEnabled) {
        case (.borderedProminent, true): return tint
        case (.borderedProminent, false): return AnyShapeStyle(Color.gray.opacity(0.3))
        case (_, true): return AnyShapeStyle(tint.opacity(0.15))
        case (_, false): return AnyShapeStyle(Color.gray.opacity(0.12))
        }
    }
}
