/// The keyboard shortcuts of a tab view: Ctrl+Page Down selects the next tab, Ctrl+Page Up the
/// previous one (GTK's notebook shortcuts), anywhere in the window. Two invisible buttons
/// carry them, so they work like any `keyboardShortcut`.
struct TabViewKeyboardShortcuts: View {
    let selected: Int
    let count: Int
    let select: (Int) -> Void

    var body: some View {
        ZStack {
            Button { step(by: 1) } label: { EmptyView() }
                .keyboardShortcut(.pageDown, modifiers: .control)
            Button { step(by: -1) } label: { EmptyView() }
                .keyboardShortcut(.pageUp, modifiers: .control)
        }
        .buttonStyle(.plain)
        .frame(width: 0, height: 0)
        .hidden()
        .allowsHitTesting(false)
    }

    private func step(by offset: Int) {
        let target = selected + offset
        guard target >= 0, target < count else { return }
        select(target)
    }
}
