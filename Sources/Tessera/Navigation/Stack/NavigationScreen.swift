/// One screen of a navigation stack: its bar, its content filling the rest (centered), and its
/// bottom bar. A screen above the root dismisses itself (`@Environment(\.dismiss)`, the back
/// button) by popping the stack to the screen under it, and is presented (`isPresented`).
struct NavigationScreen<Content: View>: View {
    let model: NavigationStackModel
    let level: Int
    /// The bars of this screen and of the screens under it, root first.
    let bars: ArraySlice<NavigationBarModel>
    let content: Content

    init(model: NavigationStackModel, level: Int, bars: ArraySlice<NavigationBarModel>, @ViewBuilder content: () -> Content) {
        self.model = model
        self.level = level
        self.bars = bars
        self.content = content()
    }

    var body: some View {
        let bar = bars[bars.endIndex - 1]
        let below = bars.dropLast()
        let model = self.model
        let level = self.level
        let pop: @MainActor () -> Void = { model.pop(toCount: level - 1) }
        VStack(spacing: 0) {
            NavigationBar(bar: bar, previous: below.last, inheritedDisplayMode: Self.inheritedDisplayMode(below),
                          back: level > 0 ? pop : nil)
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .environment(\.navigationBar, bar)
            NavigationBottomBar(bar: bar)
        }
        .modifier(NavigationScreenPresentation(isPushed: level > 0, pop: pop))
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

/// A pushed screen's `dismiss` pops it; it is presented.
struct NavigationScreenPresentation: ViewModifier {
    let isPushed: Bool
    let pop: @MainActor () -> Void

    func body(content: Content) -> some View {
        if isPushed {
            content
                .environment(\.dismiss, DismissAction(pop))
                .environment(\.isPresented, true)
        } else {
            content
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
