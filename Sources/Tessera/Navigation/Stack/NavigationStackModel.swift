/// What one `NavigationStack` shares with the views inside it (through the environment): its
/// path, the destinations declared for value types, the screens pushed above the path, and
/// each screen's bar.
///
/// Views write into it while they are evaluated (a `navigationDestination` registering its
/// closure, a link updating the view it pushed); those writes don't make the writer a reader
/// (``ObservedBox``), so the stack and its screens re-evaluate only for what they show.
@MainActor
final class NavigationStackModel {
    /// A destination: the view a value of one type becomes.
    typealias Destination = @MainActor (AnyHashable) -> AnyView

    /// The stack's path, set by the stack at each evaluation.
    var path: NavigationPathAccess?
    /// The destinations by value type (the latest registration of a type wins); the columns
    /// of a split view share one table.
    let destinations: ObservedBox<[ObjectIdentifier: Destination]>
    /// Where this stack's links present, when not on this stack: a split view's leading column
    /// shows what they present in the next column (``show(_:)`` there).
    var forward: (@MainActor (NavigationScreenSpec.Kind) -> Void)?
    /// What a split view's leading column showed in this column in place of its root.
    let rootReplacement = ObservedBox<NavigationScreenSpec.Kind?>(nil)
    /// Goes back from the root (a collapsed split view's column to the one before it); set by
    /// the stack at each evaluation.
    var rootBack: (@MainActor () -> Void)?
    /// Screens pushed above the path: by `NavigationLink(destination:)`, an `isActive:` link
    /// or `navigationDestination(isPresented:)`, bottom first.
    let pushed = ObservedBox<[PushedScreen]>([])
    /// Each shown screen's bar, by screen identity.
    private var bars: [NavigationScreenID: NavigationBarModel] = [:]

    init(destinations: ObservedBox<[ObjectIdentifier: Destination]> = ObservedBox([:])) {
        self.destinations = destinations
    }

    // MARK: Destinations

    /// Registers the destination of values of type `D` (from a `navigationDestination(for:)`
    /// being evaluated); the screens showing such values evaluate it again.
    func register<D: Hashable>(_ type: D.Type, destination: @escaping @MainActor (D) -> AnyView) {
        destinations.update { table in
            table[ObjectIdentifier(D.self)] = { value in
                guard let typed = value.base as? D else { return AnyView(EmptyView()) }
                return destination(typed)
            }
            return true
        }
    }

    // MARK: Pushing and popping

    /// Pushes `value` by appending it to the path; false (with a warning) when the path can't
    /// hold it.
    @discardableResult
    func push(value: AnyHashable) -> Bool {
        if let forward {
            forward(.value(value))
            return true
        }
        guard let path else { return false }
        guard path.append(value) else {
            RuntimeWarnings.report("A NavigationLink is presenting a value of type \(type(of: value.base)) but the stack's path can't hold it.",
                                   site: "NavigationLink.pathType.\(type(of: value.base))")
            return false
        }
        return true
    }

    /// Pushes (or updates) the screen a link or an `isPresented:` destination owns.
    func present(_ owner: NavigationSourceToken, content: AnyView, dismiss: @escaping @MainActor () -> Void) {
        if let forward {
            if let screen = presentedElsewhere(by: owner) {
                screen.dismiss = dismiss
                screen.content.set(content)
            } else {
                forward(.pushed(PushedScreen(owner: owner, content: content, dismiss: dismiss)))
            }
            return
        }
        if let screen = pushed.peek.first(where: { $0.owner === owner }) {
            screen.dismiss = dismiss
            screen.content.set(content)
        } else {
            pushed.update { $0.append(PushedScreen(owner: owner, content: content, dismiss: dismiss)); return true }
        }
    }

    /// Removes the screen `owner` pushed, and every screen above it.
    func withdraw(_ owner: NavigationSourceToken) {
        if forward != nil {
            if presentedElsewhere(by: owner) != nil { forwardedTo?.showRoot() }
            return
        }
        guard let index = pushed.peek.firstIndex(where: { $0.owner === owner }) else { return }
        pushed.update { $0.removeSubrange(index...); return true }
    }

    /// Pops until `count` screens remain above the root: pushed screens first (each told it was
    /// dismissed), then path values.
    func pop(toCount count: Int) {
        let pathCount = path?.values.count ?? 0
        let keptPushed = Swift.max(count - pathCount, 0)
        let removed = Array(pushed.peek.dropFirst(keptPushed))
        if !removed.isEmpty {
            pushed.update { $0.removeSubrange(keptPushed...); return true }
            for screen in removed.reversed() { screen.dismiss() }
        }
        if count < pathCount { path?.removeLast(pathCount - count) }
    }

    /// The number of screens above the root.
    var depth: Int { (path?.values.count ?? 0) + pushed.peek.count }

    /// Whether the stack can go back: it has screens above its root, or its root has a way back.
    var canGoBack: Bool { depth > 0 || rootBack != nil }

    /// Pops the top screen, or goes back from the root.
    func goBack() {
        if depth > 0 { pop(toCount: depth - 1) } else { rootBack?() }
    }

    /// Whether `owner` (a link) has a screen on this stack or, for a forwarding column, in the
    /// next one.
    func isPresenting(_ owner: NavigationSourceToken) -> Bool {
        forward != nil ? presentedElsewhere(by: owner) != nil : pushed.peek.contains { $0.owner === owner }
    }

    // MARK: Columns

    /// The column this one's links present in (a split view sets it with ``forward``).
    weak var forwardedTo: NavigationStackModel?

    /// The screen `owner` showed in the next column, if it is still there.
    private func presentedElsewhere(by owner: NavigationSourceToken) -> PushedScreen? {
        guard case .pushed(let screen)? = forwardedTo?.rootReplacement.peek, screen.owner === owner else { return nil }
        return screen
    }

    /// Shows `kind` as this column's root, over an emptied stack (a link in the column before
    /// was activated).
    func show(_ kind: NavigationScreenSpec.Kind) {
        pop(toCount: 0)
        rootReplacement.set(kind)
    }

    /// Shows the column's own root again.
    func showRoot() {
        if rootReplacement.peek != nil { rootReplacement.set(nil) }
    }

    // MARK: Bars

    /// The bar of the screen `id` (made the first time it is asked for).
    func bar(for id: NavigationScreenID) -> NavigationBarModel {
        if let bar = bars[id] { return bar }
        let bar = NavigationBarModel()
        bars[id] = bar
        return bar
    }

    /// Forgets the bars of screens no longer shown.
    func keepBars(_ ids: Set<NavigationScreenID>) {
        if bars.count > ids.count { bars = bars.filter { ids.contains($0.key) } }
    }
}

/// A screen pushed above the path, owned by the view that pushed it.
@MainActor
final class PushedScreen {
    let owner: NavigationSourceToken
    let content: ObservedBox<AnyView>
    /// Tells the owner its screen was popped (sets an `isPresented`/`isActive` binding to false).
    var dismiss: @MainActor () -> Void

    init(owner: NavigationSourceToken, content: AnyView, dismiss: @escaping @MainActor () -> Void) {
        self.owner = owner
        self.content = ObservedBox(content)
        self.dismiss = dismiss
    }
}

/// The identity of a view that writes into a navigation model (a link, a destination, a title):
/// an object its view keeps in `@State`.
@MainActor
final class NavigationSourceToken {
    init() {}
}

/// The identity of a screen in a stack: the root, a path value at a position, or a pushed
/// screen by its owner.
enum NavigationScreenID: Hashable {
    case root
    case value(position: Int, value: AnyHashable)
    case pushed(ObjectIdentifier)
}

extension EnvironmentValues {
    /// The navigation stack the view is in (nil outside one).
    @Entry var navigationStack: NavigationStackModel? = nil
}
