import Testing
@testable import Tessera
import TesseraCharts

@Suite("A dropped host frees its chart") @MainActor
struct ChartDeallocationTests {
    struct Point: Identifiable { let id: Int; let x: Double; let y: Double }

    @Test("a line chart's host, graph, nodes and layout are freed")
    func lineChart() {
        let points = (0..<200).map { Point(id: $0, x: Double($0), y: Double($0 % 17)) }
        weak var host: AnyObject?
        weak var graph: ViewGraph?
        weak var root: ViewNode?
        weak var rootLayout: LayoutNode?
        do {
            let strongHost = OffscreenHost(rootView: Chart(points) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) },
                                           size: CGSize(width: 400, height: 200))
            strongHost.update()
            #expect(strongHost.nodeCount > 0)
            host = strongHost
            graph = strongHost.graph
            root = strongHost.graph.root
            rootLayout = strongHost.rootLayout
        }
        #expect(host == nil)
        #expect(graph == nil)
        #expect(root == nil)
        #expect(rootLayout == nil)
    }
}
