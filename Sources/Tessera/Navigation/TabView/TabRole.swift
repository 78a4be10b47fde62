/// A value that defines the purpose of the tab.
public struct TabRole: Hashable, Sendable {
    let name: String

    /// The search role: searchable tab views prefer the first tab with this role to implement
    /// search. A tab with this role and no title is labelled "Search" with a magnifying glass.
    public static var search: TabRole { TabRole(name: "search") }

    /// The prominent role: one tab drawn with a prominent treatment in tab bars that support it.
    ///
    /// Differs from SwiftUI: the tab bar draws a prominent tab like any other.
    public static var prominent: TabRole { TabRole(name: "prominent") }
}
