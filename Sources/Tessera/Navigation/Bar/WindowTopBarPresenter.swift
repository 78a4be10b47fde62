/// A host's door for showing the window's top bar itself (a GTK window's header bar), in
/// place of the navigation bar Tessera would draw at the top of the window's content.
///
/// A host puts one in its content's base environment (`\.windowTopBarPresenter`). The first
/// `NavigationStack` that finds it (and isn't a split view's column) claims it: that stack's
/// screens draw no top bar and report what theirs would show instead; ``bar`` is the report of the stack's current screen (the
/// highest one still shown) and ``onChange`` runs after every report, during the content's
/// update. Everything inside a stack (or a split view's column), a tab view's pages and
/// presentations (sheets, popovers…) sees no presenter, so their stacks draw their own bars. Without a presenter in
/// the environment (PNG, offscreen hosts, `HostingWidget`) nothing changes.
///
/// Invariants: at most one stack presents at a time (the first to claim, until it disappears);
/// `bar` is nil while no stack presents.
///
/// Differs from SwiftUI: the stack that presents is the first evaluated outside screens, tabs
/// and presentations, even when other content sits above it in the window (Divergences NV8).
@MainActor
package final class WindowTopBarPresenter {
    /// The bar to show now; nil when no navigation stack presents.
    package private(set) var bar: WindowTopBar?
    /// Called after each change of ``bar`` (from inside the content's update).
    package var onChange: (@MainActor () -> Void)?

    private var stack: ObjectIdentifier?
    private var screens: [(owner: ObjectIdentifier, level: Int, bar: WindowTopBar)] = []

    package init() {}

    /// Whether the stack `owner` presents its bars here (the first to ask does, until it
    /// releases the presenter).
    func claim(_ owner: NavigationSourceToken) -> Bool {
        let id = ObjectIdentifier(owner)
        if stack == nil { stack = id }
        return stack == id
    }

    /// The stack `owner` is gone: the next stack to ask may present.
    func release(_ owner: NavigationSourceToken) {
        guard stack == ObjectIdentifier(owner) else { return }
        stack = nil
        screens.removeAll()
        changed()
    }

    /// The screen `owner`, `level` screens deep (1 for the root), shows `bar`.
    func report(_ bar: WindowTopBar, level: Int, from owner: NavigationSourceToken) {
        let id = ObjectIdentifier(owner)
        if let index = screens.firstIndex(where: { $0.owner == id }) {
            screens[index] = (id, level, bar)
        } else {
            screens.append((id, level, bar))
        }
        changed()
    }

    /// The screen `owner` is gone.
    func withdraw(_ owner: NavigationSourceToken) {
        let id = ObjectIdentifier(owner)
        guard let index = screens.firstIndex(where: { $0.owner == id }) else { return }
        screens.remove(at: index)
        changed()
    }

    private func changed() {
        bar = screens.max { $0.level < $1.level }?.bar
        onChange?()
    }
}

extension EnvironmentValues {
    /// The host's presenter of the window's top bar (see ``WindowTopBarPresenter``); nil when
    /// Tessera draws the bar.
    @Entry package var windowTopBarPresenter: WindowTopBarPresenter? = nil
}
