/// One revealed swipe action: its button's label in white on the button's color (red for a
/// destructive role, the button's tint, gray otherwise), filling its share of the strip.
/// A tap anywhere on it runs the button (the label itself is the button; around it, the cell
/// runs the same action) and closes the row.
struct SwipeActionButtonCell: View {
    let button: Subview
    let close: () -> Void

    /// The fill of a button without a role or tint.
    static var defaultFill: Color { Color(red: 0.56, green: 0.56, blue: 0.58) }

    var body: some View {
        let found = button.swipeActionButton
        Rectangle()
            .fill(Self.fill(of: found))
            .overlay {
                button
                    .foregroundStyle(Color.white)
                    .lineLimit(1)
                    .environment(\.isSwipeActionButton, true)
                    .padding(.horizontal, 4)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                found?.runAction()
                close()
            }
    }

    /// The color behind a button: red for a destructive role, its tint, or gray.
    static func fill(of button: SwipeActionButtonReference?) -> AnyShapeStyle {
        guard let button else { return AnyShapeStyle(defaultFill) }
        if button.role == .destructive { return AnyShapeStyle(Color.red) }
        return button.tint ?? AnyShapeStyle(defaultFill)
    }
}

/// A button found inside a swipe action's subview, with what its cell needs.
@MainActor
struct SwipeActionButtonReference {
    let node: ViewNode
    let button: any SwipeActionButton

    var role: ButtonRole? { button.buttonRole }
    /// The tint set around the button (`.tint(_:)` on it or above).
    var tint: AnyShapeStyle? { node.environment.tint }

    /// Runs the button's action, as a tap would (without closing anything).
    func runAction() { button.runAction() }
}

/// A button whose action can be run without a tap (a full swipe runs the first action).
@MainActor
protocol SwipeActionButton: RoledButton {
    func runAction()
}

extension Button: SwipeActionButton {
    func runAction() { action() }
}

extension Subview {
    /// The button this subview shows, through the modifiers around it (`tint`, `labelStyle`…).
    @MainActor
    var swipeActionButton: SwipeActionButtonReference? {
        var original = resolved.node
        while let inner = original.viewAs(Subview.self) { original = inner.resolved.node }
        var found: SwipeActionButtonReference?
        original.walkSingleSubviewPath { node in
            if found == nil, let button = node.viewAs((any SwipeActionButton).self) {
                found = SwipeActionButtonReference(node: node, button: button)
            }
        }
        return found
    }
}
