/// On a navigation screen whose bar the host presents (its stack claimed the host's
/// ``WindowTopBarPresenter``, `\.windowTopBarClaim`): reports what the screen's ``NavigationBar`` would show, each time it changes,
/// and withdraws the report when the screen goes. Without a presenter it does nothing.
struct WindowTopBarReport: ViewModifier {
    let presenter: WindowTopBarPresenter?
    let bar: NavigationBarModel
    /// The screen below this one; nil on the root.
    let previous: NavigationBarModel?
    /// Pops this screen; nil on the root.
    let back: (@MainActor () -> Void)?
    /// 1 for a stack's root.
    let level: Int

    func body(content: Content) -> some View {
        if let presenter {
            content.modifier(WindowTopBarReporter(presenter: presenter, bar: bar, previous: previous, back: back, level: level))
        } else {
            content
        }
    }
}

/// The reporting half of ``WindowTopBarReport`` (only there when a host presents, so the
/// screens of other hosts don't follow their whole environment).
private struct WindowTopBarReporter: ViewModifier {
    let presenter: WindowTopBarPresenter
    let bar: NavigationBarModel
    let previous: NavigationBarModel?
    let back: (@MainActor () -> Void)?
    let level: Int
    @Environment(\.self) private var environment
    @State private var owner = NavigationSourceToken()

    func body(content: Content) -> some View {
        let _ = presenter.report(description, level: level, from: owner)
        content.onDisappear { [presenter, owner] in presenter.withdraw(owner) }
    }

    /// What the screen's bar shows, as ``NavigationBar`` draws it.
    private var description: WindowTopBar {
        let content = bar.content.value
        let entries = content.toolbarEntries.filter { $0.placement.slot.isTop }
        func items(_ slot: ToolbarItemPlacement.Slot) -> AnyView? {
            entries.contains { $0.placement.slot == slot } ? AnyView(NavigationToolbarItems(entries: entries, slot: slot)) : nil
        }
        var principal = items(.principal)
        if principal == nil, case .view(let view) = content.title.first { principal = view }
        var environment = self.environment
        environment.windowTopBarPresenter = nil
        let backTitle = content.role.first == .editor ? nil : previous?.content.value.title.first?.text?.plainText
        return WindowTopBar(title: content.title.first?.text?.plainText,
                            subtitle: content.subtitle.first?.plainText,
                            back: back.flatMap { content.backButtonHidden.first == true ? nil : WindowTopBar.Back(title: backTitle, action: $0) },
                            leading: items(.leading),
                            principal: principal,
                            trailing: items(.trailing),
                            isHidden: content.visibility.value(top: true) == .hidden,
                            environment: environment)
    }
}

extension EnvironmentValues {
    /// The presenter the enclosing navigation stack claimed: its screens report their bars to
    /// it (nil inside a screen's content, and for every stack that didn't claim one).
    @Entry var windowTopBarClaim: WindowTopBarPresenter? = nil
}
