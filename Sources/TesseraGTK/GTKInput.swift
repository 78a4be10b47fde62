import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// Keyboard, text input, focus and clipboard for a hosting widget.
///
/// Key presses go to the content first (``OffscreenHost`` delivers them to the focused view and
/// its ancestors, then Tab traversal); a key the content doesn't handle, and every printable
/// key, goes through GTK's input method (a `GtkIMMulticontext`), whose committed text —
/// including compose sequences and input-method composition — is typed into the focused view.
/// When the widget loses keyboard focus, the content's focus is kept (as a window keeps its
/// first responder) and restored with it.
@MainActor
enum GTKInput {
    /// Connects `widget`'s keyboard and clipboard to `host`; `changed` is called after an event
    /// the content took (the widget schedules a frame).
    @discardableResult
    static func attach<Content: View>(to widget: UnsafeMutablePointer<GtkWidget>, host: OffscreenHost<Content>,
                                      changed: @escaping @MainActor () -> Void) -> GTKInputReceiver {
        host.clipboard = GTKClipboard(widget: widget)
        let receiver = GTKInputReceiver(
            key: { press in host.deliverKeyPress(press) },
            text: { text in host.deliverText(text) },
            pointer: { phase, point, time in
                // Buttons and tap actions keep going through the widget's click gesture (`tap(at:)`).
                let handled = host.deliverPointer(phase, at: point, time: time, includingTapTargets: false)
                return (handled, host.pointerDeadline)
            },
            changed: changed)
        var callbacks = TesseraInputCallbacks()
        callbacks.context = Unmanaged.passRetained(receiver).toOpaque()
        callbacks.key = { context, keyval, modifiers, pressed in
            nonisolated(unsafe) let context = context
            return MainActor.assumeIsolated {
                inputReceiver(context)?.key(keyval: keyval, state: modifiers, pressed: pressed != 0) ?? false
            } ? 1 : 0
        }
        callbacks.commit = { context, text in
            guard let text else { return }
            nonisolated(unsafe) let context = context
            let string = String(cString: text)
            MainActor.assumeIsolated { inputReceiver(context)?.commit(string) }
        }
        callbacks.focus = { _, _ in }
        callbacks.pointer = { context, phase, x, y, time in
            nonisolated(unsafe) let context = context
            return MainActor.assumeIsolated {
                inputReceiver(context)?.pointer(phase: Int(phase), at: CGPoint(x: x, y: y), time: time) ?? false
            } ? 1 : 0
        }
        callbacks.release = { context in
            guard let context else { return }
            Unmanaged<GTKInputReceiver>.fromOpaque(context).release()
        }
        tessera_input_attach(widget, &callbacks)
        return receiver
    }

    /// The key a GDK keyval stands for, if Tessera knows it.
    static func keyEquivalent(keyval: UInt32) -> KeyEquivalent? {
        return switch keyval {
        case 0xFF51, 0xFF96: KeyEquivalent.leftArrow
        case 0xFF52, 0xFF97: KeyEquivalent.upArrow
        case 0xFF53, 0xFF98: KeyEquivalent.rightArrow
        case 0xFF54, 0xFF99: KeyEquivalent.downArrow
        case 0xFF50, 0xFF95: KeyEquivalent.home
        case 0xFF57, 0xFF9C: KeyEquivalent.end
        case 0xFF55, 0xFF9A: KeyEquivalent.pageUp
        case 0xFF56, 0xFF9B: KeyEquivalent.pageDown
        case 0xFF08: KeyEquivalent.delete
        case 0xFFFF, 0xFF9F: KeyEquivalent.deleteForward
        case 0xFF09, 0xFE20: KeyEquivalent.tab
        case 0xFF0D, 0xFF8D: KeyEquivalent.return
        case 0xFF1B: KeyEquivalent.escape
        case 0xFF0B: KeyEquivalent.clear
        default:
            unicodeKey(keyval: keyval)
        }
    }

    private static func unicodeKey(keyval: UInt32) -> KeyEquivalent? {
        let scalar = gdk_keyval_to_unicode(keyval)
        guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
        return KeyEquivalent(Character(unicode))
    }

    /// The modifiers in a GDK modifier state.
    static func modifiers(state: UInt32) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state & 1 != 0 { modifiers.insert(.shift) }
        if state & (1 << 1) != 0 { modifiers.insert(.capsLock) }
        if state & (1 << 2) != 0 { modifiers.insert(.control) }
        if state & (1 << 3) != 0 { modifiers.insert(.option) }
        if state & (1 << 26) != 0 || state & (1 << 28) != 0 { modifiers.insert(.command) }
        return modifiers
    }
}

/// The object behind the input callbacks' context.
@MainActor
final class GTKInputReceiver {
    let deliverKey: (KeyPress) -> Bool
    let deliverText: (String) -> Bool
    let deliverPointer: (PointerEventPhase, CGPoint, Double) -> (handled: Bool, deadline: Double?)
    let changed: () -> Void
    /// Whether events go to the content (not once its window is closing).
    var isEnabled = true
    private var isPressed = false
    private var lastTime: Double = 0
    private var pendingDeadline: Double?

    init(key: @escaping (KeyPress) -> Bool, text: @escaping (String) -> Bool,
         pointer: @escaping (PointerEventPhase, CGPoint, Double) -> (handled: Bool, deadline: Double?),
         changed: @escaping () -> Void) {
        deliverKey = key
        deliverText = text
        deliverPointer = pointer
        self.changed = changed
    }

    /// A pointer event from the widget's drag gesture (0 press, 1 drag, 2 release) or motion
    /// controller (3 hover, 4 leave); returns whether the content took it.
    @discardableResult
    func pointer(phase: Int, at point: CGPoint, time: Double) -> Bool {
        guard isEnabled else { return false }
        let event: PointerEventPhase
        switch phase {
        case 0: event = .down; isPressed = true
        case 1: event = .moved
        case 2: event = .up; isPressed = false
        case 3:
            guard !isPressed else { return false }  // the drag gesture reports moves during a press
            event = .moved
        default: event = .exited
        }
        lastTime = time
        let result = deliverPointer(event, point, time)
        if result.handled { changed() }
        if let deadline = result.deadline, isPressed { scheduleTick(at: deadline) }
        return result.handled
    }

    private func scheduleTick(at deadline: Double) {
        let milliseconds = UInt32(max(0, (deadline - lastTime) * 1000).rounded(.up)) + 1
        pendingDeadline = deadline
        let context = Unmanaged.passRetained(self).toOpaque()
        tessera_input_schedule_tick(milliseconds, { context in
            guard let context else { return }
            nonisolated(unsafe) let pointer = context
            MainActor.assumeIsolated {
                let receiver = Unmanaged<GTKInputReceiver>.fromOpaque(pointer).takeRetainedValue()
                guard receiver.isEnabled, receiver.isPressed, let now = receiver.pendingDeadline else { return }
                receiver.pendingDeadline = nil
                let result = receiver.deliverPointer(.tick, .zero, now)
                if result.handled { receiver.changed() }
            }
        }, context)
    }

    func key(keyval: UInt32, state: UInt32, pressed: Bool) -> Bool {
        guard isEnabled, let key = GTKInput.keyEquivalent(keyval: keyval) else { return false }
        let modifiers = GTKInput.modifiers(state: state)
        // Printable keys without shortcut modifiers are text: the input method commits them.
        if key.isPrintableText, modifiers.isDisjoint(with: [.control, .option, .command]) { return false }
        let handled = deliverKey(KeyPress(phase: pressed ? .down : .up, key: key, modifiers: modifiers))
        GTKTrace.log("key \(pressed ? "down" : "up") 0x\(String(keyval, radix: 16)) modifiers 0x\(String(state, radix: 16)): \(handled ? "handled" : "not handled")")
        if handled { changed() }
        return handled
    }

    func commit(_ text: String) {
        guard isEnabled else { return }
        let handled = deliverText(text)
        GTKTrace.log("text committed (\(text.count) characters): \(handled ? "handled" : "no focused view")")
        if handled { changed() }
    }
}

extension KeyEquivalent {
    /// Whether typing the key produces text (not a control, arrow or function key).
    var isPrintableText: Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.value >= 0x20 && scalar.value != 0x7F && !(0xF700...0xF8FF).contains(scalar.value)
    }
}

@MainActor
private func inputReceiver(_ context: UnsafeMutableRawPointer?) -> GTKInputReceiver? {
    guard let context else { return nil }
    return Unmanaged<GTKInputReceiver>.fromOpaque(context).takeUnretainedValue()
}
