import Testing
import Tessera
@_spi(Testing) import Tessera
@testable import TesseraGTK
@testable import TesseraExamples

/// The data source against a real `GListStore` (GLib only: no display needed).
@MainActor
@Suite("DiffableDataSource applies snapshots to a GListStore")
struct DiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    /// The rows a snapshot should show (nil for a header row).
    func expectedRows(_ snapshot: Snapshot, headers: Bool) -> [Int?] {
        snapshot.sectionIdentifiers.flatMap { section in
            (headers ? [nil] : []) + snapshot.itemIdentifiers(inSection: section).map { Optional($0) }
        }
    }

    func rowKeys(_ snapshot: Snapshot, headers: Bool) -> [String] {
        snapshot.sectionIdentifiers.flatMap { section in
            (headers ? ["h" + section] : []) + snapshot.itemIdentifiers(inSection: section).map { "i\($0)" }
        }
    }

    @Test("1,000 random snapshot sequences (inserts, deletes, moves, reloads, sections): the GTK model equals the snapshot after the fewest splices",
          arguments: [false, true])
    func randomizedApply(headers: Bool) {
        var random = SeededGenerator(seed: headers ? 42 : 7)
        let dataSource = DiffableDataSource<String, Int>(cellProvider: { _, _, _ in })
        if headers { dataSource.sectionHeaderProvider = { _, _ in } }
        var next = 0
        var previous = Snapshot()
        for _ in 0..<1_000 {
            var snapshot = dataSource.snapshot()
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let items = snapshot.itemIdentifiers
                switch Int.random(in: 0..<9, using: &random) {
                case 0:
                    next += 1
                    snapshot.appendSections(["s\(next)"])
                case 1 where !snapshot.sectionIdentifiers.isEmpty:
                    let count = Int.random(in: 1...4, using: &random)
                    let fresh = (0..<count).map { _ in next += 1; return next }
                    snapshot.appendItems(fresh, toSection: snapshot.sectionIdentifiers.randomElement(using: &random))
                case 2 where !items.isEmpty:
                    next += 1
                    if Bool.random(using: &random) {
                        snapshot.insertItems([next], beforeItem: items.randomElement(using: &random)!)
                    } else {
                        snapshot.insertItems([next], afterItem: items.randomElement(using: &random)!)
                    }
                case 3 where !items.isEmpty:
                    snapshot.deleteItems([items.randomElement(using: &random)!])
                case 4 where items.count > 1:
                    let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
                    if a != b {
                        if Bool.random(using: &random) { snapshot.moveItem(a, beforeItem: b) } else { snapshot.moveItem(a, afterItem: b) }
                    }
                case 5 where !items.isEmpty:
                    snapshot.reloadItems([items.randomElement(using: &random)!])
                case 6 where snapshot.numberOfSections > 2:
                    snapshot.deleteSections([snapshot.sectionIdentifiers.randomElement(using: &random)!])
                case 7 where snapshot.numberOfSections > 1:
                    let (a, b) = (snapshot.sectionIdentifiers.randomElement(using: &random)!, snapshot.sectionIdentifiers.randomElement(using: &random)!)
                    if a != b { snapshot.moveSection(a, afterSection: b) }
                case 8 where !items.isEmpty:
                    snapshot.reconfigureItems([items.randomElement(using: &random)!])
                default:
                    break
                }
            }
            let reloaded = Set(snapshot.reloadedItemIdentifiers.map { "i\($0)" })
            let best = oracle(rowKeys(previous, headers: headers), rowKeys(snapshot, headers: headers), replacing: reloaded)
            dataSource.apply(snapshot)
            #expect(dataSource.modelItemIdentifiers == expectedRows(snapshot, headers: headers))
            #expect(dataSource.lastSpliceCount == best.splices)
            #expect(dataSource.snapshot() == snapshot)
            previous = snapshot
        }
    }

    @Test("positions map to identifiers and back; reloadData replaces everything in one splice")
    func positions() {
        let dataSource = DiffableDataSource<String, Int>(cellProvider: { _, _, _ in })
        dataSource.sectionHeaderProvider = { _, _ in }
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        dataSource.apply(snapshot)
        #expect(dataSource.modelItemIdentifiers == [nil, 1, 2, nil, 3])
        #expect(dataSource.position(for: 3) == 4)
        #expect(dataSource.itemIdentifier(forPosition: 2) == 2)
        #expect(dataSource.itemIdentifier(forPosition: 3) == nil)
        #expect(dataSource.sectionIdentifier(forPosition: 3) == "b")
        #expect(dataSource.sectionIdentifier(forPosition: 2) == "a")
        snapshot.deleteItems([1])
        dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(dataSource.modelItemIdentifiers == [nil, 2, nil, 3])
        #expect(dataSource.lastSpliceCount == 1)
    }
}

@Suite("DiffableDataSourceSnapshot")
struct DiffableDataSourceSnapshotTests {
    @Test("appends, inserts, moves, deletes and counts like NSDiffableDataSourceSnapshot")
    func editing() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.insertItems(["y"], afterItem: "c")
        #expect(snapshot.itemIdentifiers == ["a", "x", "b", "c", "y"])
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["c", "y"])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.indexOfItem("c") == 3)
        snapshot.moveItem("a", afterItem: "y")
        #expect(snapshot.itemIdentifiers(inSection: 1) == ["c", "y", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == 1)
        snapshot.deleteItems(["x", "nothing"])
        snapshot.deleteSections([0])
        #expect(snapshot.itemIdentifiers == ["c", "y", "a"])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.indexOfItem("b") == nil)
    }

    @Test("a duplicate identifier prints a warning and is ignored, not a crash")
    func duplicates() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 0])
        snapshot.appendItems(["a", "a", "b"])
        snapshot.appendItems(["b"])
        #expect(snapshot.sectionIdentifiers == [0])
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("appendItems(_:toSection:): item identifier a is already in the snapshot") })
        snapshot.insertItems(["z"], beforeItem: "missing")
        #expect(snapshot.itemIdentifiers == ["a", "b"])
    }
}
