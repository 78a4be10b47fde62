/// How a tab view's selection is kept when it has no binding: the selected tab's value, or its
/// position when it has none.
enum TabKey: Hashable {
    case value(AnyHashable)
    case position(Int)
}

/// The tabs of a tab view and the values that select them: each tab's `tag` (a ``Tab``'s
/// value) when it is of the selection's type; an untagged tab of an `Int` selection is tagged
/// by its position.
@MainActor
struct TabViewTabs<SelectionValue: Hashable> {
    /// The value that selects each tab, if it has one.
    let values: [SelectionValue?]

    init(_ tabs: SubviewsCollection) {
        values = tabs.enumerated().map { position, tab in
            if let tag = tab.containerValues.tag {
                if let value = tag as? SelectionValue { return value }
                RuntimeWarnings.report(
                    "TabView: a tab's tag \(tag) is not of the selection's type \(SelectionValue.self); the tab can't be selected by value",
                    site: "TabView.tagType.\(SelectionValue.self)")
            }
            return position as? SelectionValue
        }
    }

    /// The key the tab view keeps for the tab at `position` without a binding.
    func key(at position: Int) -> TabKey {
        values[position].map { .value(AnyHashable($0)) } ?? .position(position)
    }

    /// The position of the selected tab: the first whose value is `selection`, or the tab kept
    /// in `ownSelection`; the first tab when nothing matches.
    func selectedIndex(selection: SelectionValue?, ownSelection: TabKey?) -> Int {
        if let selection {
            if let position = values.firstIndex(of: selection) { return position }
            if !values.isEmpty {
                RuntimeWarnings.report(
                    "TabView: the selection \(selection) matches no tab's tag; showing the first tab",
                    site: "TabView.unmatchedSelection.\(SelectionValue.self)")
            }
            return 0
        }
        guard let ownSelection else { return 0 }
        return values.indices.first { key(at: $0) == ownSelection } ?? 0
    }

    /// Selects the tab at `position`: writes its value to the binding, or keeps it.
    func select(_ position: Int, selection: Binding<SelectionValue>?, ownSelection: Binding<TabKey?>) {
        guard values.indices.contains(position) else { return }
        guard let selection else {
            ownSelection.wrappedValue = key(at: position)
            return
        }
        guard let value = values[position] else {
            RuntimeWarnings.report(
                "TabView: a tab without a tag of the selection's type \(SelectionValue.self) can't be selected",
                site: "TabView.untaggedSelect.\(SelectionValue.self)")
            return
        }
        if value != selection.wrappedValue { selection.wrappedValue = value }
    }
}
