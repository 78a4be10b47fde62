@_spi(Testing) import Tessera

/// Issue 8, workload 4: 1,000 nested custom views, each wrapping the next in its body. Deep:
/// the leaf's text comes from the root's `@State`, so the change travels down all 1,000
/// levels. Shallow: the root's state change doesn't reach the nested views, which are equal
/// and skipped. Timed: the change + update (+ layout).
struct UpdateDeepShallowWorkload: Workload {
    let name = "update-deep-shallow"
    let summary = "issue 8.4: a state change through 1,000 nested views (deep) or beside them (shallow)"

    static let depth = 1_000

    struct RecursiveView<Content: View>: View {
        let count: Int
        let content: Content

        init(_ count: Int, _ content: Content) {
            self.count = count
            self.content = content
        }

        var body: some View {
            if count == 0 {
                content
            } else {
                RecursiveView(count - 1, content)
            }
        }
    }

    struct DeepRoot: View {
        @State var text = "Leaf"

        var body: some View {
            RecursiveView(UpdateDeepShallowWorkload.depth - 1, Text(text))
        }
    }

    struct ShallowRoot: View {
        @State var counter = 0

        var body: some View {
            VStack {
                Text("Counter \(counter)")
                RecursiveView(UpdateDeepShallowWorkload.depth - 1, Text("Leaf"))
            }
        }
    }

    func run(in report: BenchmarkReport) {
        let options = report.options
        let deep = OffscreenHost(rootView: DeepRoot(), size: benchmarkCanvas)
        report.figure("issue 8.4 update deep (1,000 levels): state change + update", targetMilliseconds: 2) {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                let before = deep.totalBodyEvaluations
                let ms = Stopwatch.milliseconds {
                    deep.writeState(of: DeepRoot.self, value: "Leaf \(iteration)")
                    deep.update()
                }
                evaluations = deep.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
        let shallow = OffscreenHost(rootView: ShallowRoot(), size: benchmarkCanvas)
        report.figure("issue 8.4 update shallow (1,000 levels beside): state change + update") {
            var evaluations = 0
            let samples = Samples.collect(warmUps: options.warmUps, iterations: options.iterations) { iteration in
                let before = shallow.totalBodyEvaluations
                let ms = Stopwatch.milliseconds {
                    shallow.writeState(of: ShallowRoot.self, value: iteration + 1)
                    shallow.update()
                }
                evaluations = shallow.totalBodyEvaluations - before
                return ms
            }
            return (samples, evaluations)
        }
    }
}
