/// A set of key modifiers that you can add to a gesture or a key press.
///
/// On Linux, `command` is the Control key's role in shortcuts (copy is Ctrl-C): a GTK key
/// event with Control reports both `.control` and, for shortcut matching, nothing else; the
/// text field accepts either `.control` or `.command` for its editing shortcuts.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key (Alt on Linux keyboards).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key (Super on Linux keyboards).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    @available(*, deprecated, message: "Function modifier is reserved for system applications")
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, EventModifiers(rawValue: 1 << 6)]

    /// The modifiers that make a key a shortcut rather than text: Control, Option, Command.
    static let shortcut: EventModifiers = [.control, .option, .command]
}
