/// What a screen's bars show, written by the modifiers inside the screen (`navigationTitle`,
/// `toolbar`, `navigationBarTitleDisplayMode`…) and read by its ``NavigationBar`` and
/// ``NavigationBottomBar``.
///
/// Each modifier writes as one source (its ``NavigationSourceToken``) and withdraws when it
/// disappears; where several sources set one thing, the first declared wins.
@MainActor
final class NavigationBarModel {
    let content = ObservedBox(NavigationBarContent())

    /// Sets `value` as the source `owner`'s value of `field`; readers re-evaluate unless the
    /// value is equal to the one it had.
    func write<Value>(_ field: WritableKeyPath<NavigationBarContent, NavigationSources<Value>>, _ value: Value,
                      from owner: NavigationSourceToken, isEqual: (Value, Value) -> Bool) {
        content.update { $0[keyPath: field].set(value, from: owner, isEqual: isEqual) }
    }

    /// Withdraws the source `owner` from `field`.
    func remove<Value>(_ field: WritableKeyPath<NavigationBarContent, NavigationSources<Value>>, from owner: NavigationSourceToken) {
        content.update { $0[keyPath: field].remove(owner) }
    }
}

/// The values of one bar setting by source, in the order the sources first wrote.
struct NavigationSources<Value> {
    private var entries: [(owner: ObjectIdentifier, value: Value)] = []

    /// The first source's value.
    var first: Value? { entries.first?.value }
    /// Every source's value, in order.
    var all: [Value] { entries.map(\.value) }

    /// Returns whether anything changed.
    mutating func set(_ value: Value, from owner: NavigationSourceToken, isEqual: (Value, Value) -> Bool) -> Bool {
        let id = ObjectIdentifier(owner)
        if let index = entries.firstIndex(where: { $0.owner == id }) {
            if isEqual(entries[index].value, value) { return false }
            entries[index].value = value
        } else {
            entries.append((id, value))
        }
        return true
    }

    /// Returns whether anything changed.
    mutating func remove(_ owner: NavigationSourceToken) -> Bool {
        let id = ObjectIdentifier(owner)
        guard let index = entries.firstIndex(where: { $0.owner == id }) else { return false }
        entries.remove(at: index)
        return true
    }
}

/// Everything a screen's modifiers said about its bars.
struct NavigationBarContent {
    var title = NavigationSources<NavigationTitleContent>()
    var subtitle = NavigationSources<Text>()
    var titleDisplayMode = NavigationSources<NavigationBarItem.TitleDisplayMode>()
    var backButtonHidden = NavigationSources<Bool>()
    var visibility = NavigationSources<BarSetting<Visibility>>()
    var backgroundVisibility = NavigationSources<BarSetting<Visibility>>()
    var background = NavigationSources<BarSetting<AnyShapeStyle>>()
    var colorScheme = NavigationSources<BarSetting<ColorScheme?>>()
    var role = NavigationSources<ToolbarRole>()
    var items = NavigationSources<[ToolbarEntry]>()

    /// The toolbar items in declaration order.
    var toolbarEntries: [ToolbarEntry] { items.all.flatMap { $0 } }
}

/// A setting for some of a screen's bars (`toolbar(.hidden, for: .navigationBar)`).
struct BarSetting<Value> {
    var bars: [ToolbarPlacement]
    var value: Value
}

extension NavigationSources {
    /// The first value set for the bar at the top (or the bottom).
    func value<V>(top: Bool) -> V? where Value == BarSetting<V> {
        all.first { $0.bars.contains(where: { top ? $0.isTopBar : $0.isBottomBar }) }?.value
    }
}

/// A title: text, or a view (`navigationTitle { … }`).
enum NavigationTitleContent {
    case text(Text)
    case view(AnyView)

    /// The title as text (a view title has none: the back button then says "Back").
    var text: Text? {
        if case .text(let text) = self { return text }
        return nil
    }

    static func isEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        if case .text(let left) = lhs, case .text(let right) = rhs { return left == right }
        return false
    }
}

extension EnvironmentValues {
    /// The bar of the navigation screen the view is in (nil outside a navigation stack).
    @Entry var navigationBar: NavigationBarModel? = nil
}
