/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Each tab is one subview of `content`: a view with a ``View/tabItem(_:)`` label and a
/// ``View/tag(_:includeOptional:)`` value, or a ``Tab``. A tab bar at the bottom shows each tab's
/// item (image over title, the selected one in the tint colour, a ``View/badge(_:)`` as a red
/// capsule); tapping an item selects its tab, and so do Ctrl+Page Down and Ctrl+Page Up (the
/// next and previous tab). With a `selection` binding the selected tab is the one whose tag
/// equals the binding's value, and selecting writes it; without one the tab view keeps its own
/// selection, starting at the first tab. Untagged tabs of an `Int` selection are tagged by
/// position. `tabViewStyle(.page)` pages through the tabs instead.
///
/// Every tab's content stays alive while another is shown: its `@State` and scroll position
/// survive switching away and back.
///
/// Differs from SwiftUI: tabs are all built when the tab view appears, so each one's
/// `onAppear` runs then, and switching tabs runs neither `onAppear` nor `onDisappear`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selected tab when there is no binding.
    @State private var ownSelection: TabKey?
    @Environment(\.tabViewStyleKind) private var style

    /// Creates a tab view that uses a binding to select among its tabs, whose `tag`s are the
    /// selection's values (`nil`: the tab view keeps its own selection).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { subviews in
            let tabs = TabViewTabs<SelectionValue>(subviews)
            let selected = tabs.selectedIndex(selection: selection?.wrappedValue, ownSelection: ownSelection)
            let select: (Int) -> Void = { [selection, $ownSelection] index in
                tabs.select(index, selection: selection, ownSelection: $ownSelection)
            }
            TabViewBody(style: style, tabs: subviews, selected: selected, select: select)
        }
        // A stack in a tab draws its own bar (the host presents only a bar at the window's top).
        .environment(\.windowTopBarPresenter, nil)
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, starting at the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its
    /// tabs: the selected tab is the one whose `value` equals `selection`.
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        self.init(selection: selection) { TabContentBuilder<SelectionValue>.Content(content: content()) }
    }

    /// Creates a tab view of tabs without values; it keeps its own selection, starting at the
    /// first tab.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
        where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
        self.init(selection: nil) { TabContentBuilder<Never>.Content(content: content()) }
    }
}

/// A tab view's look once its tabs are resolved: the tab bar or the pages, and the keyboard
/// shortcuts that move between tabs.
struct TabViewBody: View {
    let style: _TabViewStyleKind
    let tabs: SubviewsCollection
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        Group {
            switch style {
            case .tabBar:
                VStack(spacing: 0) {
                    TabPages(tabs: tabs, selected: selected)
                    TabBar(tabs: tabs, selected: selected, select: select)
                }
            case .page(let indexDisplayMode):
                PageTabView(tabs: tabs, selected: selected, select: select, indexDisplayMode: indexDisplayMode)
            }
        }
        .background {
            TabViewKeyboardShortcuts(selected: selected, count: tabs.count, select: select)
        }
    }
}

/// The tabs' pages: the selected one fills the space, the others are kept alive but hidden.
struct TabPages: View {
    let tabs: SubviewsCollection
    let selected: Int

    var body: some View {
        SelectedSubviewContainer(index: selected) {
            ForEach(tabs) { tab in TabPage(tab: tab) }
        }
    }
}
