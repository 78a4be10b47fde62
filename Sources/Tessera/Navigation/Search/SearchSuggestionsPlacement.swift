/// The ways that SwiftUI displays search suggestions.
///
/// Tessera shows suggestions in the content (a list over the searchable view), as iOS does;
/// inside the suggestions `EnvironmentValues.searchSuggestionsPlacement` reads `.content`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let kind: Set.Element

    /// Search suggestions render automatically based on the surrounding context.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .automatic) }
    /// Search suggestions render inside of a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .menu) }
    /// Search suggestions render in the main content of the app.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(kind: .content) }

    /// An efficient set of search suggestion display modes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A set containing placements based on the surrounding context.
        public static var automatic: Set { Set(rawValue: 1 << 0) }
        /// A set containing the menu display mode.
        public static var menu: Set { Set(rawValue: 1 << 1) }
        /// A set containing placements inline in the content.
        public static var content: Set { Set(rawValue: 1 << 2) }
    }
}

extension EnvironmentValues {
    private enum SearchSuggestionsPlacementKey: EnvironmentKey {
        static var defaultValue: SearchSuggestionsPlacement { .automatic }
    }

    /// The current placement of search suggestions: `.content` inside the suggestions of a
    /// searchable view.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }
}
