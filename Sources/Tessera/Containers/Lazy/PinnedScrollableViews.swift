/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// Lazy stacks pin them (see `LazyPinnedSections.swift`). Differs from SwiftUI: lazy grids
/// accept them but don't pin yet (Divergences Z1).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
