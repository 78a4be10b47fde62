import Foundation

extension View {
    /// Performs an action if the user presses a key on a hardware keyboard while the view has
    /// focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(phases: [.down, .repeat], matches: { $0.key == key }, action: { _ in action() }))
    }

    /// Performs an action if the user presses a key on a hardware keyboard while the view has
    /// focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(phases: phases, matches: { $0.key == key }, action: action))
    }

    /// Performs an action if the user presses any key on a hardware keyboard while the view
    /// has focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(phases: phases, matches: { _ in true }, action: action))
    }

    /// Performs an action if the user presses one or more keys on a hardware keyboard while
    /// the view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(phases: phases, matches: { keys.contains($0.key) }, action: action))
    }

    /// Performs an action if the user presses a key that produces one of the given characters
    /// while the view has focus.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action))
    }
}

/// Calls an action for the key presses it matches while focus is inside the modified view.
public struct _KeyPressModifier: ViewModifier {
    let phases: KeyPress.Phases
    let matches: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result
    public typealias Body = Never
}

extension _KeyPressModifier: PrimitiveModifier, KeyPressHandler {
    func handleKeyPress(_ press: KeyPress, node: ViewNode) -> KeyPress.Result {
        guard phases.contains(press.phase), matches(press) else { return .ignored }
        return action(press)
    }
}
