/// One screen of a navigation stack (or a column of a split view): its bar, its content
/// filling the rest (centered), and its bottom bar. A screen with a way back (above a stack's
/// root, a collapsed split view's detail) dismisses itself (`@Environment(\.dismiss)`, the back
/// button) and is presented (`isPresented`). When its stack presents the window's top bar
/// through the host (it claimed the ``WindowTopBarPresenter``: `\.windowTopBarClaim`) the
/// screen draws no top bar and reports it to the host instead.
struct NavigationScreen<Content: View>: View {
    /// The bars of this screen and of the screens under it, root first.
    let bars: ArraySlice<NavigationBarModel>
    /// Goes back to the screen under this one; nil when there is none.
    let back: (@MainActor () -> Void)?
    /// Whether an empty bar (no title, no items, no back button) takes no room (split view
    /// columns); a stack's bar is there even when empty, as on iOS.
    var hidesEmptyBar = false
    let content: Content
    @Environment(\.windowTopBarClaim) private var presenter

    init(bars: ArraySlice<NavigationBarModel>, back: (@MainActor () -> Void)?, hidesEmptyBar: Bool = false,
         @ViewBuilder content: () -> Content) {
        self.bars = bars
        self.back = back
        self.hidesEmptyBar = hidesEmptyBar
        self.content = content()
    }

    var body: some View {
        let bar = bars[bars.endIndex - 1]
        let below = bars.dropLast()
        VStack(spacing: 0) {
            if presenter == nil {
                NavigationBar(bar: bar, previous: below.last, inheritedDisplayMode: Self.inheritedDisplayMode(below),
                              back: back, hidesWhenEmpty: hidesEmptyBar)
            }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .environment(\.navigationBar, bar)
                .environment(\.windowTopBarClaim, nil)
            NavigationBottomBar(bar: bar)
        }
        .modifier(WindowTopBarReport(presenter: presenter, bar: bar, previous: below.last, back: back, level: bars.count))
        .modifier(NavigationScreenPresentation(back: back))
    }

    /// What `.automatic` resolves to on this screen: the nearest lower screen's own mode, large
    /// at the root.
    @MainActor
    static func inheritedDisplayMode(_ below: ArraySlice<NavigationBarModel>) -> NavigationBarItem.TitleDisplayMode {
        for bar in below.reversed() {
            let own = bar.content.value.titleDisplayMode.first ?? .automatic
            if own != .automatic { return own }
        }
        return .large
    }
}

/// A pushed screen's `dismiss` goes back; it is presented.
struct NavigationScreenPresentation: ViewModifier {
    let back: (@MainActor () -> Void)?

    func body(content: Content) -> some View {
        // One structure with and without a way back, so a split view column keeps its state
        // when it collapses (and gains a back button) or expands.
        content
            .transformEnvironment(\.dismiss) { [back] dismiss in
                if let back { dismiss = DismissAction(back) }
            }
            .transformEnvironment(\.isPresented) { [back] isPresented in
                if back != nil { isPresented = true }
            }
    }
}

/// What a screen above the root shows: the destination of its path value, or the view pushed
/// onto it.
struct NavigationScreenContent: View {
    let screen: NavigationScreenSpec
    let model: NavigationStackModel

    var body: some View {
        switch screen.kind {
        case .value(let value):
            if let destination = model.destinations.value[ObjectIdentifier(type(of: value.base))] {
                destination(value)
            } else {
                let _ = RuntimeWarnings.report(
                    "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
                    site: "navigationDestination.missing.\(type(of: value.base))")
                NavigationMissingDestination()
            }
        case .pushed(let pushed):
            pushed.content.value
        }
    }
}

/// What a screen shows for a value no destination was declared for (SwiftUI's warning sign).
struct NavigationMissingDestination: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .font(.largeTitle)
            .foregroundStyle(.yellow)
    }
}
