/// Defines the implementation of all `IndexView` instances within a view hierarchy: the page
/// indicator dots of a paged `TabView`.
@MainActor @preconcurrency
public protocol IndexViewStyle {
    /// When the index view draws a background behind its dots.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, interactive, always, never }
        let mode: Mode

        /// Background will use the default for the platform (on iOS, while interacting).
        public static let automatic = BackgroundDisplayMode(mode: .automatic)
        /// Background is only shown while the index view is interacted with.
        public static let interactive = BackgroundDisplayMode(mode: .interactive)
        /// Background is always displayed behind the page index view.
        public static let always = BackgroundDisplayMode(mode: .always)
        /// Background is never displayed behind the page index view.
        public static let never = BackgroundDisplayMode(mode: .never)

        /// Whether the background shows, given whether the pages are being dragged.
        func showsBackground(isInteracting: Bool) -> Bool {
            switch mode {
            case .automatic, .interactive: isInteracting
            case .always: true
            case .never: false
            }
        }
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates a page index view style.
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content, with a background.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style for the index view within the current environment.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.indexBackgroundDisplayMode, style._backgroundDisplayMode)
    }
}

extension EnvironmentValues {
    private enum IndexBackgroundDisplayModeKey: EnvironmentKey {
        static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
    }

    /// When page indicator dots draw their background.
    var indexBackgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexBackgroundDisplayModeKey.self] }
        set { self[IndexBackgroundDisplayModeKey.self] = newValue }
    }
}
