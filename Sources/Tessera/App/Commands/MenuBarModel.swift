import Foundation

/// The menu bar an app's commands make, as data a backend turns into native menus (a GTK
/// `GMenu` menu bar): the standard menus with their groups (see ``CommandGroupPlacement``),
/// with each ``CommandGroup`` added before, after or instead of a group's items and each
/// ``CommandMenu`` as a menu after View. Menus without items are left out.
///
/// A group's or menu's content is hosted offscreen (an ``OffscreenHost`` kept alive here): its
/// buttons become items (title, `keyboardShortcut`, enabled state, action), a `Divider`
/// starts a new section, and each group is a section of its own.
@MainActor
package final class MenuBarModel {
    /// One menu item.
    package struct Item {
        package var title: String
        package var shortcut: KeyboardShortcut?
        package var isEnabled: Bool
        package var perform: @MainActor () -> Void

        package init(title: String, shortcut: KeyboardShortcut? = nil, isEnabled: Bool = true,
                     perform: @escaping @MainActor () -> Void) {
            self.title = title
            self.shortcut = shortcut
            self.isEnabled = isEnabled
            self.perform = perform
        }
    }

    /// One menu of the bar: its title and its sections of items.
    package struct Menu {
        package var title: String
        package var sections: [[Item]]
    }

    /// The menus, left to right.
    package private(set) var menus: [Menu] = []
    private let contributions: [CommandContribution]
    private let defaults: [CommandGroupPlacement: [Item]]
    /// The hosted content of each contribution, in the same order.
    private var hosts: [OffscreenHost<AnyView>] = []
    /// Called when state the commands' views read changed (an `@ObservedObject`, an
    /// `@Observable` property): the backend schedules a ``refresh()``.
    package var onNeedsRefresh: (() -> Void)?

    /// The menu bar for `contributions`, with `defaults` as the standard groups' own items.
    package init(contributions: [CommandContribution], defaults: [CommandGroupPlacement: [Item]] = [:]) {
        self.contributions = contributions
        self.defaults = defaults
        hosts = contributions.map { OffscreenHost(rootView: $0.content(), size: CGSize(width: 400, height: 2_000)) }
        for host in hosts {
            host.onNeedsUpdate = { [weak self] in self?.onNeedsRefresh?() }
        }
        menus = makeMenus()
    }

    /// Evaluates the commands' content again (as SwiftUI re-evaluates the commands when the
    /// state they read changes) and reads the menus from it: items' titles, shortcuts and
    /// enabled states follow state. Returns whether the menus' structure (menus, sections,
    /// titles, shortcuts) changed, so that a backend rebuilds its menus only then and else just
    /// updates the items' enabled states.
    @discardableResult
    package func refresh() -> Bool {
        let old = menus
        // The graph only: reading the items needs no layout (an item's action lays its host out).
        for (host, contribution) in zip(hosts, contributions) {
            host.graph.setRoot(contribution.content(), environment: host.environment)
        }
        menus = makeMenus()
        return Self.structure(of: old) != Self.structure(of: menus)
    }

    /// What a backend's menus are built from: every menu's title and its sections' item
    /// titles and shortcuts.
    private struct Structure: Equatable {
        var title: String
        var sections: [[ItemShape]]
    }

    private struct ItemShape: Equatable {
        var title: String
        var shortcut: KeyboardShortcut?
    }

    private static func structure(of menus: [Menu]) -> [Structure] {
        menus.map { menu in
            Structure(title: menu.title, sections: menu.sections.map { $0.map { ItemShape(title: $0.title, shortcut: $0.shortcut) } })
        }
    }

    private func makeMenus() -> [Menu] {
        var menus: [Menu] = []
        var custom: [Menu] = []
        for (index, contribution) in contributions.enumerated() {
            if case .menu(let title) = contribution.kind {
                custom.append(Menu(title: title, sections: items(of: index)))
            }
        }
        for (title, groups) in CommandGroupPlacement.standardMenus {
            if title == "Window" { menus += custom }
            var sections: [[Item]] = []
            for group in groups {
                var before: [[Item]] = [], after: [[Item]] = []
                var own: [[Item]] = [defaults[group] ?? []]
                for (index, contribution) in contributions.enumerated() {
                    switch contribution.kind {
                    case .before(group): before += items(of: index)
                    case .after(group): after += items(of: index)
                    case .replacing(group): own = items(of: index)
                    default: break
                    }
                }
                // The group's items form one section (a divider inside its content splits it).
                sections += Self.joined([before, own, after])
            }
            let filled = sections.filter { !$0.isEmpty }
            if !filled.isEmpty { menus.append(Menu(title: title, sections: filled)) }
        }
        return menus
    }

    /// Every item, menu by menu.
    package var allItems: [Item] { menus.flatMap { $0.sections.flatMap { $0 } } }

    /// Sections, with the last section of one part and the first of the next merged (parts of
    /// one group join without a separator).
    private static func joined(_ parts: [[[Item]]]) -> [[Item]] {
        var result: [[Item]] = []
        for part in parts {
            for (index, section) in part.enumerated() where !section.isEmpty {
                if index == 0, !result.isEmpty { result[result.count - 1] += section } else { result.append(section) }
            }
        }
        return result
    }

    /// The items of the content of contribution `index`, in sections split at dividers.
    private func items(of index: Int) -> [[Item]] {
        let host = hosts[index]
        var sections: [[Item]] = [[]]
        func walk(_ node: ViewNode) {
            if node.viewIs(Divider.self) {
                if !(sections.last?.isEmpty ?? true) { sections.append([]) }
                return
            }
            if node.viewIs((any ShortcutTarget).self) {
                let environment = node.environment
                sections[sections.count - 1].append(Item(
                    title: node.text, shortcut: environment.keyboardShortcut, isEnabled: environment.isEnabled,
                    perform: { [weak host] in
                        node.performShortcut()
                        host?.update()
                    }))
                return
            }
            for child in node.children { walk(child) }
        }
        if let root = host.graph.root { walk(root) }
        return sections.filter { !$0.isEmpty }
    }
}
