import Foundation

// Tessera's benchmarks (release build: `make bench`; smoke run: `--quick`). Each workload is
// plain SwiftUI code in `Workloads/`; the harness in `Harness/` times it (warm-up, then
// median and min of ≥ 10 iterations), counts body evaluations, reads the peak memory, and
// prints one table at the end. See docs/Performance.md. Never run as unit tests.

MainActor.assumeIsolated {
    let workloads: [any Workload] = [
        GraphBuildWorkload(),
        LeafStateChangeWorkload(),
        StackLayoutWorkload(),
        SubviewsWorkload(),
        GridWorkload(),
        MessageListWorkload(),
        UpdateWideNarrowWorkload(),
        UpdateDeepShallowWorkload(),
        LazyListWorkload(),
        LazyScaleWorkload(),
        EagerListWorkload(),
        RenderWorkload(),
        DiffableApplyWorkload(),
        ListSelectionWorkload(),
        SliderDragWorkload(),
        ChartsWorkload(),
        ListScaleWorkload(),
        ListJSWorkload(),
        MenuBarRefreshWorkload(),
        ShadowWorkload(),
        LongTextWorkload(),
    ]
    let options = BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.listOnly {
        for workload in workloads { print("\(workload.name)\t\(workload.summary)") }
        exit(0)
    }
    let selected = workloads.filter { options.workload == nil || $0.name == options.workload }
    guard !selected.isEmpty else {
        print("Benchmarks: no workload named \(options.workload ?? "")")
        print("workloads: " + workloads.map(\.name).joined(separator: ", "))
        exit(2)
    }
    let report = BenchmarkReport(options: options)
    print("Tessera benchmarks (\(options.quick ? "quick" : "full"), \(options.iterations) iterations after \(options.warmUps) warm-up(s), "
          + "\(Date.now.formatted(.iso8601)))")
    for workload in selected {
        print("\n\(workload.name): \(workload.summary)")
        workload.run(in: report)
    }
    report.printSummary()
}
