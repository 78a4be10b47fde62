extension View {
    /// Specifies if the view is focusable.
    ///
    /// A focusable view takes focus when clicked and in Tab traversal; while it has focus it
    /// receives key presses (``View/onKeyPress(phases:action:)``) and
    /// ``EnvironmentValues/isFocused`` is `true` inside it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    /// Specifies if the view is focusable, and if so, what focus-driven interactions it supports.
    ///
    /// Differs from SwiftUI: the interactions are accepted and not distinguished.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }
}

/// Values describe different focus interactions that a view can support.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates a set of interactions from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view has a primary action that can be activated via focus gestures.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input from non-spatial sources like a keyboard or Digital Crown.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected for
    /// interactive content on the current platform.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Makes the modified view a focus target.
public struct _FocusableModifier: ViewModifier {
    let isFocusable: Bool
    public typealias Body = Never
}

extension _FocusableModifier: PrimitiveModifier, FocusTarget {
    static var subviewBehavior: SubviewBehavior { .distributing }

    func reconcile(content: BorrowedView, in node: ViewNode) {
        let isFocused = node.graph.isFocused(node)
        let environment = EnvironmentDerivation.derive(in: node, marker: isFocused) { $0.isFocused = isFocused }
        node.updateChild(key: .body, view: content, environment: environment)
    }

    func acceptsFocus(node: ViewNode) -> Bool { isFocusable }

    func focusDidChange(_ isFocused: Bool, node: ViewNode) {
        // The content's `isFocused` environment changes.
        node.invalidate()
    }
}

extension EnvironmentValues {
    private enum IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Returns whether the nearest focusable ancestor has focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
