/// What a button's node keeps between updates: whether it is pressed, and its label's derived
/// environment.
final class ButtonNodeState {
    var isPressed = false
    var derivation: EnvironmentDerivation.Cache?
}

extension Button: PrimitiveView {
    /// Builds the button's content with the style of its environment (the last
    /// `.buttonStyle(_:)` around it; the automatic, borderless style when none):
    /// - a built-in style: the label, tinted for its look, in ``ButtonChrome``;
    /// - a ``ButtonStyle``: its body for the label, the role and whether the button is pressed;
    /// - a custom ``PrimitiveButtonStyle``: its body, whose `trigger()` performs the action (the
    ///   button itself then takes no taps), seeing the styles set outside it.
    func reconcile(in node: ViewNode) {
        let state = node.payload as? ButtonNodeState ?? ButtonNodeState()
        node.payload = state
        let styles = node.environment.buttonStyles
        switch styles.last {
        case .style(let style)?:
            let configuration = ButtonStyleConfiguration(role: role, label: .init(AnyView(label)), isPressed: state.isPressed)
            node.updateChild(key: .body, view: style.makeErasedBody(configuration: configuration), environment: node.environment)
        case .primitive(let style as any BuiltInButtonStyle)?:
            builtIn(style.look, state: state, in: node)
        case .primitive(let style)?:
            var environment = node.environment
            environment.buttonStyles.removeLast()
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), action: action)
            node.updateChild(key: .body, view: style.makeErasedBody(configuration: configuration), environment: environment)
        case nil:
            builtIn(.borderless, state: state, in: node)
        }
    }

    /// The label in the look's colors (red for a destructive role, the secondary style when
    /// disabled, white on a prominent fill) unless a foreground style was set, bold for the
    /// cancel button of an alert or dialog, drawn by ``ButtonChrome``.
    private func builtIn(_ look: BuiltInButtonLook, state: ButtonNodeState, in node: ViewNode) {
        // The derived environment depends only on the parent's, the role and the look: keep it
        // identical across updates so the label skips its update when nothing changed.
        let environment = EnvironmentDerivation.derive(from: node.environment, cache: &state.derivation,
                                                       marker: LabelEnvironmentMarker(role: role, look: look)) { environment in
            let destructive = role == .destructive && !environment.isSwipeActionButton
            if destructive { environment.tint = AnyShapeStyle(Color.red) }
            if !environment.isEnabled {
                environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            } else if look == .borderedProminent {
                environment.foregroundStyle = AnyShapeStyle(Color.white)
            } else if destructive {
                environment.foregroundStyle = AnyShapeStyle(Color.red)
            } else if environment.foregroundStyle == nil, look != .plain {
                environment.foregroundStyle = environment.tint ?? AnyShapeStyle(Color.accentColor)
            }
            if role == .cancel && environment.presentationButtonCompletion != nil {
                // An alert's or dialog's cancel button is bold.
                environment.font = (environment.font ?? .body).bold()
            }
        }
        switch look {
        case .borderless, .plain, .link:
            // Only dimmed while pressed: one modifier node over the label, no chrome view.
            node.updateChild(key: .body, view: label.opacity(state.isPressed ? ButtonChrome<Label>.pressedLabelOpacity : 1),
                             environment: environment)
        case .bordered, .borderedProminent:
            node.updateChild(key: .body, view: ButtonChrome(look: look, isPressed: state.isPressed, label: label),
                             environment: environment)
        }
    }
}

/// What a built-in button's label environment is derived from, besides the parent's.
private struct LabelEnvironmentMarker: Equatable {
    let role: ButtonRole?
    let look: BuiltInButtonLook
}

extension Button: PressHighlighting {
    func setPressed(_ pressed: Bool, node: ViewNode) {
        guard let state = node.payload as? ButtonNodeState, state.isPressed != pressed else { return }
        state.isPressed = pressed
        node.invalidate()
    }
}
