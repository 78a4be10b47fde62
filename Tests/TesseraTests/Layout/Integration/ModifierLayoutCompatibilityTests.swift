import Testing
@_spi(Testing) import Tessera

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks subviews vertically in the order of their `Rank` layout value.
private struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: CGFloat(subviews.count) * 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        for (index, subview) in ordered.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(index) * 10),
                          proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

@MainActor
@Suite("Layout modifiers, as SwiftUI lays them out")
struct ModifierLayoutCompatibilityTests {
    @Test("layoutPriority: the higher priority view is offered the space first")
    func priority() {
        let f = frames(in: CGSize(width: 100, height: 100)) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10).readFrame("low")
                Color.blue.frame(minWidth: 10, maxWidth: 70).layoutPriority(1).readFrame("high")
            }
        }
        #expect(f["high"]?.width == 70)
        #expect(f["low"]?.width == 30)
    }

    @Test("fixedSize() keeps a text at its ideal width in a narrower frame")
    func fixedSize() {
        let text = "a long line of text"
        let f = frames {
            VStack {
                Text(text).readFrame("wrapped")
                Text(text).fixedSize().readFrame("fixed")
            }
            .frame(width: 50)
        }
        #expect((f["wrapped"]?.width ?? .infinity) <= 50)
        #expect((f["fixed"]?.width ?? 0) > 50)
        #expect((f["wrapped"]?.height ?? 0) > (f["fixed"]?.height ?? .infinity))
    }

    @Test("alignmentGuide moves a view relative to its siblings")
    func alignmentGuide() {
        let f = frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10).readFrame("a")
                Color.blue.frame(width: 50, height: 10)
                    .alignmentGuide(.leading) { _ in 20 }
                    .readFrame("b")
            }
        }
        #expect(f["b"].map { $0.minX - f["a"]!.minX } == -20)
    }

    @Test("ViewThatFits picks the first view that fits")
    func viewThatFits() {
        let f = frames(in: CGSize(width: 100, height: 100)) {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 150, height: 10).readFrame("wide")
                Color.blue.frame(width: 80, height: 10).readFrame("narrow")
            }
        }
        #expect(f["narrow"]?.width == 80)
        #expect(f["wide"] == nil)
    }

    @Test("Grid sizes columns to their widest cell")
    func grid() {
        let f = frames {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 30, height: 10).readFrame("a")
                    Color.red.frame(width: 10, height: 10).readFrame("b")
                }
                GridRow {
                    Color.red.frame(width: 10, height: 10).readFrame("c")
                    Color.red.frame(width: 40, height: 10).readFrame("d")
                }
            }
        }
        // Columns are 30 and 40 wide; cells are centered in them.
        #expect(f["a"].flatMap { a in f["d"].map { $0.midX - a.midX } } == 35)
        #expect(f["c"]?.midX == f["a"]?.midX)
        #expect(f["b"]?.midX == f["d"]?.midX)
    }

    @Test("layout values reach a custom layout")
    func layoutValues() {
        let f = frames {
            RankedStack {
                Color.red.layoutValue(key: Rank.self, value: 2).readFrame("two")
                Color.red.layoutValue(key: Rank.self, value: 0).readFrame("zero")
                Color.red.layoutValue(key: Rank.self, value: 1).readFrame("one")
            }
        }
        #expect(f["zero"]!.minY < f["one"]!.minY)
        #expect(f["one"]!.minY < f["two"]!.minY)
    }

    @Test("offset moves a view without moving its siblings; position centers it at a point")
    func offsetAndPosition() {
        let f = frames {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).readFrame("moved").offset(x: 5, y: 7)
                Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7).readFrame("layout")
                Color.red.frame(width: 10, height: 10).readFrame("next")
            }
        }
        // The offset view draws (and reads its geometry) 7 lower; its layout frame, which a
        // background after the offset sees, stays; the next view doesn't move.
        #expect(f["layout"]!.minY - f["moved"]!.minY == 3)
        #expect(f["next"]!.minY - f["layout"]!.minY == 10)
        let p = frames(in: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10).readFrame("p").position(x: 30, y: 40)
        }
        #expect(p["p"] == CGRect(x: 25, y: 35, width: 10, height: 10))
    }

    @Test("firstTextBaseline aligns texts of different sizes on their baselines")
    func baselines() {
        let f = frames {
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).readFrame("big")
                Text("small").font(.caption).readFrame("small")
            }
        }
        // Baseline = top + 0.9 × size with the fixed-advance engine (34 and 12 points).
        let bigBaseline = f["big"]!.minY + 0.9 * 34
        let smallBaseline = f["small"]!.minY + 0.9 * 12
        #expect(isClose(bigBaseline, smallBaseline))
    }

    @Test("containerRelativeFrame takes a share of the window")
    func containerRelative() {
        let f = frames(in: CGSize(width: 300, height: 100)) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 0).readFrame("r")
        }
        #expect(f["r"]?.width == 200)
    }
}
