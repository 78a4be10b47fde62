/// The bar under a navigation screen's content, shown when items are placed in the bottom bar
/// (`.bottomBar`, `.status`, `.keyboard`): the items in a row of 44 points, the status items
/// centered.
struct NavigationBottomBar: View {
    let bar: NavigationBarModel

    var body: some View {
        let content = bar.content.value
        let entries = content.toolbarEntries
        let hasBottom = entries.contains { [.bottom, .keyboard].contains($0.placement.slot) }
        let hasStatus = entries.contains { $0.placement.slot == .bottomCenter }
        if (hasBottom || hasStatus), content.visibility.value(top: false) != .hidden {
            HStack(spacing: 16) {
                NavigationToolbarItems(entries: entries, slot: .bottom)
                NavigationToolbarItems(entries: entries, slot: .keyboard)
                if hasStatus {
                    Spacer(minLength: 0)
                    NavigationToolbarItems(entries: entries, slot: .bottomCenter)
                    Spacer(minLength: 0)
                }
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: NavigationBar.rowHeight)
            .background {
                if content.backgroundVisibility.value(top: false) != .hidden {
                    NavigationBarBackground(style: content.background.value(top: false), edge: .top)
                }
            }
            .modifier(NavigationBarColorScheme(scheme: content.colorScheme.value(top: false) ?? nil))
        }
    }
}
