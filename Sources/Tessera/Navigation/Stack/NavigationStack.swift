/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// The stack shows one screen at a time, the last of: the root, one screen per value of its
/// path (the view a `navigationDestination(for:)` declared for the value's type), then the
/// screens pushed by `NavigationLink(destination:)` and `navigationDestination(isPresented:)`.
/// Screens under the top are kept — hidden, not rebuilt — so popping back shows them as they
/// were (their `@State`, their scroll position). Each screen has a bar drawn above it (title,
/// back button, toolbar items) and, when items are placed there, a bottom bar. In a window
/// whose host presents the top bar itself (a GTK window's header bar), the window's outermost
/// stack leaves its top bar to the host (see ``WindowTopBarPresenter``).
///
/// Only ``NavigationPathScreens`` reads the path: a push or a pop re-evaluates it and the
/// screen that appears, not the root nor the screens under the top.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<Data>?
    @State private var ownedPath = NavigationPath()
    @State private var model = NavigationStackModel()
    @State private var topBarOwner = NavigationSourceToken()
    @Environment(\.navigationColumnAdoption) private var adoption
    @Environment(\.windowTopBarPresenter) private var topBarPresenter

    public var body: some View {
        // The window's top bar is the host's when this is the window's outermost stack (not a
        // split view's column: the split view draws its columns' bars).
        let presents = adoption == nil && topBarPresenter?.claim(topBarOwner) == true
        // The content of a split view's column: the stack is the column's (its model, its way
        // back to the column before), so the column has one bar.
        NavigationStackContent(model: adoption?.column.stack ?? model,
                               path: path.map(NavigationPathReference.init) ?? NavigationPathReference($ownedPath),
                               rootBack: adoption?.back, barsBelow: adoption?.barsBelow ?? []) { root }
            .environment(\.windowTopBarClaim, presents ? topBarPresenter : nil)
            .onDisappear { [topBarPresenter, topBarOwner] in topBarPresenter?.release(topBarOwner) }
    }
}

/// A stack's screens over a model: what a `NavigationStack` shows, and a split view's detail
/// column (whose root can go back to the sidebar when the split view is collapsed).
struct NavigationStackContent<Root: View>: View {
    let model: NavigationStackModel
    let path: NavigationPathReference
    let rootBack: (@MainActor () -> Void)?
    /// The bars of what is under the root (a collapsed split view's columns before this one).
    let barsBelow: [NavigationBarModel]
    var hidesEmptyBar = false
    let root: Root

    init(model: NavigationStackModel, path: NavigationPathReference, rootBack: (@MainActor () -> Void)?,
         barsBelow: [NavigationBarModel] = [], hidesEmptyBar: Bool = false, @ViewBuilder root: () -> Root) {
        self.model = model
        self.path = path
        self.rootBack = rootBack
        self.barsBelow = barsBelow
        self.hidesEmptyBar = hidesEmptyBar
        self.root = root()
    }

    var body: some View {
        let model = self.model
        let _ = model.rootBack = rootBack
        SelectedSubviewContainer(index: nil) {
            NavigationScreen(bars: (barsBelow + [model.bar(for: .root)])[...], back: rootBack, hidesEmptyBar: hidesEmptyBar) {
                NavigationRootContent(model: model) { root }
            }
            NavigationPathScreens(model: model, path: path)
        }
        .environment(\.navigationStack, model)
        .environment(\.navigationColumnAdoption, nil)
        // A stack inside this one (or in a split view's column) draws its own bars.
        .environment(\.windowTopBarPresenter, nil)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }
}

/// A stack's root: its root view, or what a split view's leading column showed in it in place
/// of its root (``NavigationStackModel/rootReplacement``). The only view of the root screen
/// that reads the replacement.
struct NavigationRootContent<Root: View>: View {
    let model: NavigationStackModel
    let root: Root

    init(model: NavigationStackModel, @ViewBuilder root: () -> Root) {
        self.model = model
        self.root = root()
    }

    var body: some View {
        if let replacement = model.rootReplacement.value {
            NavigationScreenContent(screen: NavigationScreenSpec(id: .root, level: 0, kind: replacement), model: model)
        } else {
            root
        }
    }
}

/// A stack's path binding, whatever its value type, compared as a binding is (its location and
/// value), so the screens re-evaluate only when the path changed.
struct NavigationPathReference: Equatable {
    let binding: Any
    private let isEqual: (Any) -> Bool

    init<Data>(_ binding: Binding<Data>) {
        self.binding = binding
        isEqual = { other in (other as? Binding<Data>).map { binding.isGraphEqual(to: $0) } ?? false }
    }

    /// Reads the path (the reader then follows it) and how to change it.
    @MainActor
    var access: NavigationPathAccess {
        if let path = binding as? Binding<NavigationPath> { return NavigationPathAccess(path) }
        if let typed = binding as? any TypedNavigationPathBinding { return typed.navigationPathAccess }
        return NavigationPathAccess(Binding<NavigationPath>.constant(NavigationPath()))
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.isEqual(rhs.binding) }
}

/// A binding to a typed path (`Binding<[Recipe]>`), found by a dynamic cast.
@MainActor
protocol TypedNavigationPathBinding {
    var navigationPathAccess: NavigationPathAccess { get }
}

extension Binding: TypedNavigationPathBinding where Value: MutableCollection, Value: RandomAccessCollection,
                                                   Value: RangeReplaceableCollection, Value.Element: Hashable {
    var navigationPathAccess: NavigationPathAccess { NavigationPathAccess(self) }
}

/// The screens above a stack's root: one per path value, then the pushed ones. The only view
/// of a stack that reads its path.
struct NavigationPathScreens: View, Equatable {
    let model: NavigationStackModel
    let path: NavigationPathReference

    var body: some View {
        let access = path.access
        let model = self.model
        let _ = model.path = access
        let screens = NavigationScreenSpec.screens(path: access.values, pushed: model.pushed.value)
        let bars = [model.bar(for: .root)] + screens.map { model.bar(for: $0.id) }
        let _ = model.keepBars(Set([.root] + screens.map(\.id)))
        ForEach(screens, id: \.id) { screen in
            NavigationPushedScreen(model: model, screen: screen, bars: bars[...screen.level])
        }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated { lhs.model === rhs.model && lhs.path == rhs.path }
    }
}

/// One screen above a stack's root: a path value, or a screen a view pushed.
struct NavigationScreenSpec: Equatable {
    enum Kind: Equatable {
        case value(AnyHashable)
        case pushed(PushedScreen)

        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.value(let left), .value(let right)): left == right
            case (.pushed(let left), .pushed(let right)): left === right
            default: false
            }
        }
    }

    let id: NavigationScreenID
    /// 1 for the screen right above the root.
    let level: Int
    let kind: Kind

    /// One screen per path value, then the pushed screens.
    @MainActor
    static func screens(path: [AnyHashable], pushed: [PushedScreen]) -> [NavigationScreenSpec] {
        var screens: [NavigationScreenSpec] = []
        screens.reserveCapacity(path.count + pushed.count)
        for (position, value) in path.enumerated() {
            screens.append(NavigationScreenSpec(id: .value(position: position, value: value), level: screens.count + 1, kind: .value(value)))
        }
        for screen in pushed {
            screens.append(NavigationScreenSpec(id: .pushed(ObjectIdentifier(screen.owner)), level: screens.count + 1, kind: .pushed(screen)))
        }
        return screens
    }
}

/// A screen above the root, equal while it shows the same thing over the same bars (so the
/// screens under the top don't re-evaluate when one is pushed).
struct NavigationPushedScreen: View, Equatable {
    let model: NavigationStackModel
    let screen: NavigationScreenSpec
    let bars: ArraySlice<NavigationBarModel>

    var body: some View {
        let model = self.model
        let level = screen.level
        NavigationScreen(bars: bars, back: { model.pop(toCount: level - 1) }) {
            NavigationScreenContent(screen: screen, model: model)
        }
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.model === rhs.model && lhs.screen == rhs.screen && lhs.bars.elementsEqual(rhs.bars, by: ===)
        }
    }
}
