import Foundation

/// The command line of the benchmark executable.
///
///     Benchmarks [--quick] [--workload NAME] [--iterations N] [--text-engine fixed|pango] [--list]
///
/// - `--quick`: few iterations and small sizes, so a smoke run finishes in seconds.
/// - `--workload NAME`: run only that workload (for a profiler: `valgrind --tool=callgrind`).
/// - `--iterations N`: timed iterations per figure (at least 1; the default is 10, 3 with `--quick`).
/// - `--text-engine fixed|pango`: run the two-engine workloads (grid, message list) with one
///   text engine only (for a profiler).
/// - `--list`: print the workload names and exit.
struct BenchmarkOptions {
    var quick = false
    var workload: String?
    var iterations = 10
    var listOnly = false
    /// The text engines the two-engine workloads run with; `nil` for both.
    var textEngine: String?

    /// Warm-up runs before the timed iterations of each figure.
    let warmUps = 1

    /// Parses `arguments` (without the program name); exits with a usage message on an error.
    init(arguments: [String]) {
        var explicitIterations: Int?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--workload":
                guard let name = remaining.popFirst() else { Self.fail("--workload needs a name") }
                workload = name
            case "--iterations":
                guard let text = remaining.popFirst(), let count = Int(text), count >= 1 else {
                    Self.fail("--iterations needs a positive number")
                }
                explicitIterations = count
            case "--text-engine":
                guard let name = remaining.popFirst(), ["fixed", "pango"].contains(name) else {
                    Self.fail("--text-engine needs fixed or pango")
                }
                textEngine = name
            case "--list":
                listOnly = true
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default:
                Self.fail("unknown argument \(argument)")
            }
        }
        iterations = explicitIterations ?? (quick ? 3 : 10)
    }

    /// Picks the full-run or the quick-run value of a size.
    func size(full: Int, quick quickValue: Int) -> Int { quick ? quickValue : full }

    static let usage = """
        usage: Benchmarks [--quick] [--workload NAME] [--iterations N] [--text-engine fixed|pango] [--list]
          --quick          few iterations, small sizes (a smoke run)
          --workload NAME  run one workload (see --list)
          --iterations N   timed iterations per figure (default 10, 3 with --quick)
          --text-engine E  grid and message list with one text engine only (fixed or pango)
          --list           print the workload names
        """

    private static func fail(_ message: String) -> Never {
        print("Benchmarks: \(message)\n\(usage)")
        exit(2)
    }
}
