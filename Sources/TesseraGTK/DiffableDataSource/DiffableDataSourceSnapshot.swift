import Tessera

/// The state of a list's data at one moment: sections and the items in each, by identifier.
///
/// The GTK counterpart of UIKit's `NSDiffableDataSourceSnapshot`: build one, then hand it to
/// ``DiffableDataSource/apply(_:animatingDifferences:)``, which changes the GTK list model by
/// the fewest splices. A snapshot holds *identifiers* (a model object's stable `id`), never the
/// model objects themselves: identity is what lets the data source tell an insertion from a
/// move, and a cell reads its object's current properties when it is configured.
///
/// Identifiers are unique across the snapshot (items and sections separately). Differs from
/// UIKit: where UIKit raises an exception — a duplicate identifier, an unknown section or item
/// to insert next to, append to or move — Tessera prints a runtime warning once and ignores that
/// identifier or that call.
///
/// - Complexity: appending is O(items appended); looking up an item's section is O(1); an
///   item's index is O(items in the sections before it plus its position).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The items to reload (new row objects, so their cells are set up again) when applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items whose existing cells are configured again (cell provider re-run) when applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections whose header and items are reloaded when applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// All items, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The items of `section` (empty, with a warning, if the snapshot has no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndex[identifier] else {
            warn("itemIdentifiers(inSection:)", "no section \(identifier)")
            return []
        }
        return items[index]
    }

    /// The number of items in `section` (0 if there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// The section holding `item`, if the snapshot has it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `item` among all items (across sections), if the snapshot has it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section] else { return nil }
        let before = items[..<index].reduce(0) { $0 + $1.count }
        return items[index].firstIndex(of: identifier).map { before + $0 }
    }

    /// The position of `section` among the sections, if the snapshot has it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIdentifiers.count, call: "appendSections")
    }

    /// Adds sections before `section`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection anchor: SectionIdentifierType) {
        guard let index = sectionIndex[anchor] else { return warn("insertSections(_:beforeSection:)", "no section \(anchor)") }
        insertSections(identifiers, at: index, call: "insertSections(_:beforeSection:)")
    }

    /// Adds sections after `section`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection anchor: SectionIdentifierType) {
        guard let index = sectionIndex[anchor] else { return warn("insertSections(_:afterSection:)", "no section \(anchor)") }
        insertSections(identifiers, at: index + 1, call: "insertSections(_:afterSection:)")
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sectionIdentifiers.indices where doomed.contains(sectionIdentifiers[index]) {
            for item in items[index] { sectionOfItem[item] = nil }
        }
        let kept = sectionIdentifiers.indices.filter { !doomed.contains(sectionIdentifiers[$0]) }
        items = kept.map { items[$0] }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        reindexSections()
    }

    /// Moves `section` before `other`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection other: SectionIdentifierType) {
        moveSection(identifier, relativeTo: other, after: false)
    }

    /// Moves `section` after `other`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection other: SectionIdentifierType) {
        moveSection(identifier, relativeTo: other, after: true)
    }

    /// Marks sections to reload (their header and items get new rows) when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map({ sectionIndex[$0] }) ?? (sectionIdentifiers.isEmpty ? nil : sectionIdentifiers.count - 1) else {
            return warn("appendItems(_:toSection:)", section.map { "no section \($0)" } ?? "the snapshot has no section")
        }
        insertItems(identifiers, inSection: index, at: items[index].count, call: "appendItems(_:toSection:)")
    }

    /// Adds items before `item`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem anchor: ItemIdentifierType) {
        guard let (section, position) = location(of: anchor) else { return warn("insertItems(_:beforeItem:)", "no item \(anchor)") }
        insertItems(identifiers, inSection: section, at: position, call: "insertItems(_:beforeItem:)")
    }

    /// Adds items after `item`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem anchor: ItemIdentifierType) {
        guard let (section, position) = location(of: anchor) else { return warn("insertItems(_:afterItem:)", "no item \(anchor)") }
        insertItems(identifiers, inSection: section, at: position + 1, call: "insertItems(_:afterItem:)")
    }

    /// Removes items (identifiers the snapshot doesn't have are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item), let index = sectionIndex[section] else { continue }
            bySection[index, default: []].insert(item)
        }
        for (index, doomed) in bySection { items[index].removeAll { doomed.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() { self = Self() }

    /// Moves `item` before `other` (possibly into `other`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
        moveItem(identifier, relativeTo: other, after: false)
    }

    /// Moves `item` after `other` (possibly into `other`'s section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem other: ItemIdentifierType) {
        moveItem(identifier, relativeTo: other, after: true)
    }

    /// Marks items to reload — their rows are replaced, so their cells are set up again — when
    /// the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// Marks items whose existing cells are configured again (the cell provider runs on the
    /// same cell, keeping its SwiftUI state) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// The snapshot without pending reloads and reconfigurations (what a data source keeps).
    var settled: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Private

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, call: String) {
        var fresh: [SectionIdentifierType] = []
        var seen = Set<SectionIdentifierType>()
        for section in identifiers {
            guard sectionIndex[section] == nil, seen.insert(section).inserted else {
                warn(call, "section identifier \(section) is already in the snapshot; ignored (identifiers must be unique)")
                continue
            }
            fresh.append(section)
        }
        sectionIdentifiers.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: fresh.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection index: Int, at position: Int, call: String) {
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        let section = sectionIdentifiers[index]
        for item in identifiers {
            guard sectionOfItem[item] == nil else {
                warn(call, "item identifier \(item) is already in the snapshot; ignored (identifiers must be unique)")
                continue
            }
            sectionOfItem[item] = section
            fresh.append(item)
        }
        if position == items[index].count {
            items[index].append(contentsOf: fresh)
        } else {
            items[index].insert(contentsOf: fresh, at: position)
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool) {
        let call = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        guard identifier != other else { return warn(call, "an item can't move relative to itself") }
        guard let (fromSection, fromPosition) = location(of: identifier) else { return warn(call, "no item \(identifier)") }
        guard location(of: other) != nil else { return warn(call, "no item \(other)") }
        items[fromSection].remove(at: fromPosition)
        let (toSection, toPosition) = location(of: other)!
        items[toSection].insert(identifier, at: toPosition + (after ? 1 : 0))
        sectionOfItem[identifier] = sectionIdentifiers[toSection]
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool) {
        let call = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
        guard identifier != other, let from = sectionIndex[identifier], sectionIndex[other] != nil else {
            return warn(call, "no section \(identifier) or \(other), or a section moved relative to itself")
        }
        let moved = items.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = sectionIndex[other]! + (after ? 1 : 0)
        items.insert(moved, at: to)
        sectionIdentifiers.insert(identifier, at: to)
        reindexSections()
    }

    private func location(of item: ItemIdentifierType) -> (section: Int, position: Int)? {
        guard let section = sectionOfItem[item], let index = sectionIndex[section],
              let position = items[index].firstIndex(of: item) else { return nil }
        return (index, position)
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
    }

    /// Warns once per call and kind of problem (a duplicate, a missing identifier…).
    private func warn(_ call: String, _ problem: String) {
        let kind = problem.contains("already in the snapshot") ? "duplicate" : "missing"
        RuntimeWarnings.report("DiffableDataSourceSnapshot.\(call): \(problem).", site: "DiffableDataSourceSnapshot.\(call).\(kind)")
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Equal when the sections and their items are equal (pending reloads are not compared).
    public static func == (a: Self, b: Self) -> Bool {
        a.sectionIdentifiers == b.sectionIdentifiers && a.items == b.items
    }
}

/// UIKit's name, for code written against `NSDiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
