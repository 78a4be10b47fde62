import Foundation
import TesseraGTK

/// Issue 9: a 100,000-item list (10,000 with `--quick`) in a GTK list model (`GListStore`, no
/// display needed), applying a snapshot that changes 10 items: 3 inserted, 3 deleted, 2 moved,
/// 2 reloaded, spread over the list. Times `DiffableDataSource.apply` — the diff plus the
/// `g_list_store_splice` calls (no list view attached, so no cells are bound).
struct DiffableApplyWorkload: Workload {
    let name = "diffable-apply-100k"
    let summary = "issue 9: DiffableDataSource.apply of a 100,000-item snapshot with 10 changed items"

    func run(in report: BenchmarkReport) {
        let count = report.options.size(full: 100_000, quick: 10_000)
        let sections = 10
        var base = DiffableDataSourceSnapshot<Int, Int>()
        base.appendSections(Array(0..<sections))
        for section in 0..<sections {
            base.appendItems(Array((section * count / sections)..<((section + 1) * count / sections)), toSection: section)
        }
        var changed = base
        changed.insertItems([count + 1], beforeItem: count / 7)
        changed.insertItems([count + 2], afterItem: count / 2)
        changed.appendItems([count + 3], toSection: sections - 1)
        changed.deleteItems([5, count / 3, count - 5])
        changed.moveItem(count / 4, afterItem: count * 3 / 4)
        changed.moveItem(count - 100, beforeItem: 100)
        changed.reloadItems([count / 5, count * 4 / 5])

        report.figure("issue 9 apply \(count) items, 10 changed", targetMilliseconds: count == 100_000 ? 2 : nil) {
            let samples = Samples.collect(warmUps: report.options.warmUps, iterations: report.options.iterations) { _ in
                let dataSource = DiffableDataSource<Int, Int>(cellProvider: { _, _, _ in })
                dataSource.apply(base, animatingDifferences: false)
                return Stopwatch.milliseconds { dataSource.apply(changed, animatingDifferences: false) }
            }
            return (samples, nil)
        }
        let initial = Samples.collect(warmUps: 0, iterations: 3) { _ in
            let dataSource = DiffableDataSource<Int, Int>(cellProvider: { _, _, _ in })
            return Stopwatch.milliseconds { dataSource.apply(base, animatingDifferences: false) }
        }
        report.finding("first apply of \(count) items into an empty GListStore: median \(Format.ms(initial.median)) ms")
    }
}
