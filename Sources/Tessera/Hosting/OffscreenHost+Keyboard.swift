extension OffscreenHost {
    /// Presses and releases `key` with `modifiers` on a keyboard, as a window would deliver
    /// it: the focused view and its ancestors get the key press (`onKeyPress`, a text field's
    /// editing keys) until one handles it; Tab and Shift-Tab move focus. Then the host updates.
    ///
    /// With no focused view, nothing happens (except Tab, which focuses the first focusable
    /// view). Returns whether something handled the key.
    @discardableResult
    public func press(key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        let handled = graph.focus.handle(KeyPress(phase: .down, key: key, modifiers: modifiers))
        graph.focus.handle(KeyPress(phase: .up, key: key, modifiers: modifiers))
        update()
        return handled
    }

    /// Types `text` as an input method commits it: a focused text field inserts it at its
    /// caret (replacing the selection); another focused view gets one key press per
    /// character. Then the host updates. Returns whether a focused view took the text.
    @discardableResult
    public func type(_ text: String) -> Bool {
        let handled = graph.focus.insertText(text)
        update()
        return handled
    }

    /// Whether some view has keyboard focus.
    public var hasFocus: Bool { graph.focus.focused != nil }

    /// A description of the focused view for tests: the text inside it (a text field's title or
    /// prompt and its content, a focusable view's labels), or `nil` without focus.
    @_spi(Testing)
    public var focusedViewText: String? {
        guard let node = graph.focus.focused else { return nil }
        if let field = node.viewAs(TextFieldCore.self) { return field.title }
        return node.text
    }

    /// Moves focus to the next (or previous) focusable view, as Tab does, then updates.
    @_spi(Testing)
    @discardableResult
    public func moveFocus(forward: Bool = true) -> Bool {
        let moved = graph.focus.moveFocus(forward: forward)
        update()
        return moved
    }

    /// Removes keyboard focus (as when the window loses it), then updates.
    public func resignFocus() {
        graph.focus.focus(nil)
        update()
    }

    /// The text on the host's clipboard (an in-memory clipboard unless a backend set another).
    @_spi(Testing)
    public var clipboardText: String? {
        get { (graph.focus.clipboard as? InMemoryClipboard)?.text }
        set { (graph.focus.clipboard as? InMemoryClipboard)?.text = newValue }
    }

    /// The clipboard copy, cut and paste use (a backend sets its system clipboard).
    package var clipboard: any Clipboard {
        get { graph.focus.clipboard }
        set { graph.focus.clipboard = newValue }
    }

    /// Delivers one key event (a backend's key down, repeat or up) without updating.
    package func deliverKeyPress(_ press: KeyPress) -> Bool { graph.focus.handle(press) }

    /// Delivers committed text (a backend's input method) without updating.
    package func deliverText(_ text: String) -> Bool { graph.focus.insertText(text) }
}
