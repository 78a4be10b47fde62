import Testing
@_spi(Testing) import Tessera

// Frames read through GeometryReader + preferences on an OffscreenHost (SwiftUI's own means).

@MainActor
@Suite("Stacks and frames, as SwiftUI lays them out")
struct StackLayoutCompatibilityTests {
    @Test("HStack(spacing: 0) of three flexible views in width 300 gives 100 each")
    func equalThirds() {
        let f = frames(in: CGSize(width: 300, height: 200)) {
            HStack(spacing: 0) {
                Color.red.readFrame("a")
                Color.green.readFrame("b")
                Color.blue.readFrame("c")
            }
        }
        #expect(f["a"] == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(f["b"] == CGRect(x: 100, y: 0, width: 100, height: 200))
        #expect(f["c"] == CGRect(x: 200, y: 0, width: 100, height: 200))
    }

    @Test("a Spacer between two 50-wide views in 200 puts the second at x = 150")
    func spacer() {
        let f = frames {
            HStack {
                Color.red.frame(width: 50, height: 50).readFrame("a")
                Spacer()
                Color.blue.frame(width: 50, height: 50).readFrame("b")
            }
        }
        #expect(f["a"]?.minX == 0)
        #expect(f["b"]?.minX == 150)
    }

    @Test("padding() on 50×30 is 82×62; padding(10).padding(20) is 110×90")
    func padding() {
        let f = frames {
            VStack {
                Color.red.frame(width: 50, height: 30).padding().readFrame("default")
                Color.red.frame(width: 50, height: 30).padding(10).padding(20).readFrame("nested")
            }
        }
        #expect(f["default"]?.size == CGSize(width: 82, height: 62))
        #expect(f["nested"]?.size == CGSize(width: 110, height: 90))
    }

    @Test("aspectRatio(0.5, contentMode: .fit) in 100×50 is 25×50")
    func aspectRatio() {
        let f = frames {
            Color.red.aspectRatio(0.5, contentMode: .fit).readFrame("r").frame(width: 100, height: 50)
        }
        #expect(f["r"]?.size == CGSize(width: 25, height: 50))
    }

    @Test("least flexible first: maxWidth 100 and minWidth 100 in 150 give 75 and 100")
    func flexibility() {
        let f = frames {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).readFrame("max")
                Color.blue.frame(minWidth: 100).readFrame("min")
            }
            .frame(width: 150)
        }
        #expect(f["max"]?.width == 75)
        #expect(f["min"]?.width == 100)
    }

    @Test("VStack(spacing: 20) of HStack(spacing: 30) rows")
    func nesting() {
        let f = frames {
            VStack(spacing: 20) {
                HStack(spacing: 30) {
                    Color.red.frame(width: 40, height: 40).readFrame("a")
                    Color.red.frame(width: 40, height: 40).readFrame("b")
                }
                Color.blue.frame(width: 110, height: 40).readFrame("c")
            }
        }
        // The stack is 110×100, centered in 200×200: origin (45, 50).
        #expect(f["a"] == CGRect(x: 45, y: 50, width: 40, height: 40))
        #expect(f["b"] == CGRect(x: 115, y: 50, width: 40, height: 40))
        #expect(f["c"] == CGRect(x: 45, y: 110, width: 110, height: 40))
    }

    @Test("VStack(alignment: .leading) and HStack(alignment: .top)")
    func alignment() {
        let f = frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).readFrame("wide")
                Color.red.frame(width: 40, height: 10).readFrame("narrow")
                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 10, height: 30).readFrame("tall")
                    Color.red.frame(width: 10, height: 10).readFrame("short")
                }
            }
        }
        #expect(f["wide"]?.minX == f["narrow"]?.minX)
        #expect(f["tall"]?.minY == f["short"]?.minY)
        #expect(f["narrow"]?.minX == 50)
    }

    @Test("a frame with a negative width warns once and is clamped")
    func invalidFrame() {
        let f = frames {
            Color.red.frame(minWidth: -10, maxWidth: 20).readFrame("r")
        }
        #expect(f["r"]?.width == 20)
        #expect(RuntimeWarnings.shared.messages.contains { $0.contains("Invalid frame dimension") })
    }
}

/// A layout that gives every subview the width of the widest.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: maxSize.width * CGFloat(subviews.count), height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

@MainActor
@Suite("Custom Layout containers")
struct CustomLayoutCompatibilityTests {
    @Test("an equal-width HStack layout places subviews side by side at the widest width")
    func equalWidth() {
        let f = frames {
            EqualWidthHStack {
                Color.red.frame(width: 30, height: 20).readFrame("a")
                Color.red.frame(width: 50, height: 20).readFrame("b")
            }
        }
        // 100×20 centered in 200×200 → origin (50, 90); each slot 50 wide, each subview placed
        // at its slot's top-leading corner (place(at:)'s default anchor).
        #expect(f["a"] == CGRect(x: 50, y: 90, width: 30, height: 20))
        #expect(f["b"] == CGRect(x: 100, y: 90, width: 50, height: 20))
    }
}

@MainActor
@Suite("GeometryReader")
struct GeometryReaderCompatibilityTests {
    @Test("a reader's content is built with the reader's size, in the same update")
    func sizeReachesContent() {
        let host = OffscreenHost(rootView: Color.clear.frame(width: 100, height: 50).overlay {
            GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
        })
        #expect(host.tree.allNodes.contains { $0.text == "100×50" })
    }

    @Test("frame(in: .named) is relative to the named coordinate space")
    func namedSpace() {
        let f = frames {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 10).readFrame("inner", in: .named("stack"))
            }
            .coordinateSpace(name: "stack")
        }
        #expect(f["inner"] == CGRect(x: 0, y: 30, width: 10, height: 10))
    }
}
