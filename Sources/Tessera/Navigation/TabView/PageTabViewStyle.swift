/// A `TabViewStyle` that displays a paged scrolling `TabView`.
///
/// The selected page fills the tab view; a horizontal drag pages to the next or previous one,
/// and dots at the bottom (the index view) show the pages, the selected one brighter. Tapping a
/// dot shows its page.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, always, never }
        let mode: Mode

        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(mode: .always)
        /// Never display an index view.
        public static let never = IndexDisplayMode(mode: .never)

        /// Whether the index view shows for `pageCount` pages.
        func showsIndex(pageCount: Int) -> Bool {
            switch mode {
            case .automatic: pageCount > 1
            case .always: true
            case .never: false
            }
        }
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a new `PageTabViewStyle` with an index display mode.
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: _TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A `TabViewStyle` that implements a paged scrolling `TabView`.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A `TabViewStyle` that implements a paged scrolling `TabView` with an index display mode.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
