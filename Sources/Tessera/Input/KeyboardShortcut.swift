/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to interact with your app.
///
/// On Linux, `.command` (the default modifier) is the Control key, as Ctrl-C is copy: a
/// shortcut with `.command` fires on Ctrl plus the key, and so does one with `.control`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// Options for how a keyboard shortcut's key is chosen for the current keyboard layout.
    public struct Localization: Hashable, Sendable {
        let name: String
        /// The key is remapped for the keyboard layout where needed.
        public static let automatic = Localization(name: "automatic")
        /// The key is not mirrored for right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// The key is used as written.
        public static let custom = Localization(name: "custom")
    }

    /// The key that the user presses with the modifiers.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses with the key.
    public var modifiers: EventModifiers
    /// How the key is localized (Tessera uses the key as written).
    public var localization: Localization

    /// Creates a shortcut of `key` with `modifiers` (Command — Ctrl on Linux — by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a shortcut of `key` with `modifiers`, localized as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The standard shortcut for a default button: Return.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard shortcut for cancelling: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether a key press triggers the shortcut: the same key (letters in either case) and
    /// the same shortcut modifiers, Command and Control counting as one.
    func matches(_ press: KeyPress) -> Bool {
        guard press.phase == .down else { return false }
        return Self.normalized(press.key) == Self.normalized(key)
            && Self.normalized(press.modifiers) == Self.normalized(modifiers)
    }

    private static func normalized(_ key: KeyEquivalent) -> String { String(key.character).lowercased() }

    private static func normalized(_ modifiers: EventModifiers) -> EventModifiers {
        var result = modifiers.intersection([.shift, .option, .control, .command])
        if result.contains(.command) { result.remove(.command); result.insert(.control) }
        return result
    }
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment are triggered with.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension View {
    /// Assigns a keyboard shortcut to the modified control: pressing `key` with `modifiers`
    /// (Command — Ctrl on Linux — by default) performs a button's action, anywhere in its
    /// window; in a menu (``Scene/commands(content:)``) it becomes the item's accelerator.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Assigns a keyboard shortcut to the modified control.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Assigns a keyboard shortcut (such as ``KeyboardShortcut/defaultAction``) to the modified control.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Assigns a keyboard shortcut to the modified control, or removes it when nil.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}

extension ViewNode {
    /// The enabled button in this subtree whose keyboard shortcut `press` triggers — the last
    /// in depth-first order, so a presented sheet's button wins over one behind it.
    func shortcutButton(for press: KeyPress) -> ViewNode? {
        var found: ViewNode?
        var stack = [self]
        while let node = stack.popLast() {
            // A hidden screen (under a navigation stack's top, an unselected tab) takes no keys.
            if let layoutNode = node.layoutNode, !layoutNode.isPlaced, layoutNode.parent != nil { continue }
            if node.viewIs((any ShortcutTarget).self), node.environment.isEnabled,
               node.environment.keyboardShortcut?.matches(press) == true {
                found = node
                break
            }
            stack.append(contentsOf: node.children)
        }
        return found
    }

    /// Performs the button's action as a tap in its middle would.
    func performShortcut() {
        guard let target = viewAs((any TapTarget).self) else { return }
        let frame = layoutNode?.globalFrame ?? .zero
        target.performTap(at: CGPoint(x: frame.midX, y: frame.midY), node: self)
    }
}

/// A control a keyboard shortcut triggers (a ``Button``).
protocol ShortcutTarget {}

extension Button: ShortcutTarget {}
