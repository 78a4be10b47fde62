import Tessera

// Seed 001, 13:10 — "Progressive display of information": the inspector, with the session's
// Form verbatim; the `…` are filled with the Fill label's symbol and two more groups (shadow
// and text, collapsed) as the session describes.

/// The style of the selected shape, edited by the inspector.
public struct ShapeStyleSettings: Sendable {
    public var isFilled = true
    public var fillColor = Color.orange
    public var hasShadow = false
    public var shadowColor = Color.gray
    public var isBold = false

    public init() {}
}

public struct ShapeInspector: View {
    @State private var areFillControlsShowing = true
    @State private var areShadowControlsShowing = false
    @State private var areTextControlsShowing = false
    @State private var style: ShapeStyleSettings

    public init(style: ShapeStyleSettings = ShapeStyleSettings()) {
        _style = State(initialValue: style)
    }

    var isFilled: Binding<Bool> { $style.isFilled }
    var fillColor: Binding<Color> { $style.fillColor }

    public var body: some View {
        // Progressive display of information
        Form {
            DisclosureGroup(isExpanded: $areFillControlsShowing) {
               Toggle("Fill shape?", isOn: isFilled)
               ColorRow("Fill color", color: fillColor)
            } label: {
               Label("Fill", systemImage: "drop.fill")
            }
            DisclosureGroup(isExpanded: $areShadowControlsShowing) {
                Toggle("Shadow?", isOn: $style.hasShadow)
                ColorRow("Shadow color", color: $style.shadowColor)
            } label: {
                Label("Shadow", systemImage: "sun.max")
            }
            DisclosureGroup(isExpanded: $areTextControlsShowing) {
                Toggle("Bold?", isOn: $style.isBold)
            } label: {
                Label("Text", systemImage: "textformat")
            }
        }
    }
}
