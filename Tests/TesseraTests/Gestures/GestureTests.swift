import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Events { var log: [String] = [] }

private struct DragBoard: View {
    let events: Events
    @GestureState private var offset = CGSize.zero
    @State private var total = CGSize.zero

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 100)
                .gesture(
                    DragGesture()
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onChanged { value in events.log.append("changed \(Int(value.translation.width)),\(Int(value.translation.height))") }
                        .onEnded { value in
                            total.width += value.translation.width
                            total.height += value.translation.height
                            events.log.append("ended \(Int(value.translation.width)),\(Int(value.translation.height))")
                        })
            Text("offset \(Int(offset.width)) total \(Int(total.width))")
        }
    }
}

@MainActor
@Suite("Gestures: drag, long press, taps, priorities, hover")
struct GestureTests {
    private func label(_ host: OffscreenHost<DragBoard>) -> String? {
        host.tree.allNodes.compactMap(\.text).first { $0.hasPrefix("offset") }
    }

    @Test("a drag gesture reports translations; GestureState follows it and resets at the end")
    func drag() {
        let events = Events()
        let host = OffscreenHost(rootView: DragBoard(events: events), size: CGSize(width: 300, height: 300))
        let blue = CGPoint(x: 150, y: 150 - 10)  // the blue square is centered above the label
        #expect(host.pointerDown(at: blue))
        host.pointerMove(to: CGPoint(x: blue.x + 5, y: blue.y))  // under the minimum distance
        #expect(events.log.isEmpty)
        host.pointerMove(to: CGPoint(x: blue.x + 30, y: blue.y + 4))
        #expect(events.log == ["changed 30,4"])
        #expect(label(host) == "offset 30 total 0")
        host.pointerMove(to: CGPoint(x: blue.x + 40, y: blue.y + 4))
        #expect(host.pointerUp(at: CGPoint(x: blue.x + 40, y: blue.y + 4)))
        #expect(events.log == ["changed 30,4", "changed 40,4", "ended 40,4"])
        #expect(label(host) == "offset 0 total 40")
    }

    @Test("a press that doesn't move far enough is not a drag")
    func shortPress() {
        let events = Events()
        let host = OffscreenHost(rootView: DragBoard(events: events), size: CGSize(width: 300, height: 300))
        #expect(!host.drag(from: CGPoint(x: 150, y: 140), to: CGPoint(x: 153, y: 141)))
        #expect(events.log.isEmpty)
    }

    @Test("a long press ends after its minimum duration, fails when released early")
    func longPress() {
        struct Board: View {
            let events: Events
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in events.log.append("long") })
            }
        }
        let events = Events()
        let host = OffscreenHost(rootView: Board(events: events), size: CGSize(width: 100, height: 100))
        host.pointerDown(at: CGPoint(x: 50, y: 50))
        host.holdPointer(for: 0.5)
        host.pointerUp(at: CGPoint(x: 50, y: 50))
        #expect(events.log.isEmpty)
        host.pointerDown(at: CGPoint(x: 50, y: 50))
        host.holdPointer(for: 1.1)
        #expect(events.log == ["long"])
        host.pointerUp(at: CGPoint(x: 50, y: 50))
        #expect(events.log == ["long"])
    }

    @Test("inner gestures win over outer ones; highPriorityGesture wins over inner; simultaneous gestures run alongside")
    func priorities() {
        struct Board: View {
            let events: Events
            let outerPriority: Int
            var body: some View {
                let inner = Color.green.frame(width: 50, height: 50)
                    .onTapGesture { events.log.append("inner") }
                    .frame(width: 100, height: 100)
                let outer = TapGesture().onEnded { events.log.append("outer") }
                switch outerPriority {
                case 0: return AnyView(inner.gesture(outer))
                case 1: return AnyView(inner.highPriorityGesture(outer))
                default: return AnyView(inner.simultaneousGesture(outer))
                }
            }
        }
        for (priority, expected) in [(0, ["inner"]), (1, ["outer"]), (2, ["inner", "outer"])] {
            let events = Events()
            let host = OffscreenHost(rootView: Board(events: events, outerPriority: priority), size: CGSize(width: 100, height: 100))
            host.pointerDown(at: CGPoint(x: 50, y: 50))
            host.pointerUp(at: CGPoint(x: 50, y: 50))
            #expect(events.log == expected, "priority \(priority)")
            // Outside the inner view, only the outer gesture is there.
            events.log = []
            host.pointerDown(at: CGPoint(x: 10, y: 10))
            host.pointerUp(at: CGPoint(x: 10, y: 10))
            #expect(events.log == ["outer"], "priority \(priority)")
        }
    }

    @Test("taps, double taps and spatial taps through the pointer; disabled views ignore input")
    func taps() {
        struct Board: View {
            let events: Events
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 50)
                        .gesture(SpatialTapGesture().onEnded { value in events.log.append("at \(Int(value.location.x)),\(Int(value.location.y))") })
                    Color.blue.frame(width: 100, height: 50)
                        .gesture(TapGesture(count: 2).onEnded { events.log.append("double") })
                    Button("Add") { count += 1 }.frame(width: 100, height: 50).disabled(true)
                    Color.gray.frame(width: 100, height: 50).gesture(DragGesture(minimumDistance: 0).onChanged { _ in events.log.append("drag") })
                        .disabled(true)
                }
            }
        }
        let events = Events()
        let host = OffscreenHost(rootView: Board(events: events), size: CGSize(width: 100, height: 200))
        host.pointerDown(at: CGPoint(x: 30, y: 20)); host.pointerUp(at: CGPoint(x: 30, y: 20))
        #expect(events.log == ["at 30,20"])
        host.pointerDown(at: CGPoint(x: 50, y: 75)); host.pointerUp(at: CGPoint(x: 50, y: 75))
        #expect(events.log == ["at 30,20"])
        host.pointerDown(at: CGPoint(x: 50, y: 75)); host.pointerUp(at: CGPoint(x: 50, y: 75))
        #expect(events.log == ["at 30,20", "double"])
        #expect(!host.pointerDown(at: CGPoint(x: 50, y: 125)))
        host.pointerUp(at: CGPoint(x: 50, y: 125))
        #expect(!host.drag(from: CGPoint(x: 50, y: 175), to: CGPoint(x: 80, y: 180)))
        #expect(events.log == ["at 30,20", "double"])
        // A press outside every view is harmless.
        #expect(!host.pointerDown(at: CGPoint(x: -50, y: -50)))
        #expect(!host.pointerUp(at: CGPoint(x: -50, y: -50)))
    }

    @Test("contentShape limits where a gesture reacts; allowsHitTesting(false) lets presses through")
    func contentShape() {
        struct Board: View {
            let events: Events
            var body: some View {
                ZStack {
                    Color.yellow.onTapGesture { events.log.append("under") }
                    Color.clear.contentShape(Circle()).onTapGesture { events.log.append("circle") }
                    Color.clear.onTapGesture { events.log.append("glass") }.allowsHitTesting(false)
                }
                .frame(width: 100, height: 100)
            }
        }
        let events = Events()
        let host = OffscreenHost(rootView: Board(events: events), size: CGSize(width: 100, height: 100))
        host.pointerDown(at: CGPoint(x: 50, y: 50)); host.pointerUp(at: CGPoint(x: 50, y: 50))
        host.pointerDown(at: CGPoint(x: 3, y: 3)); host.pointerUp(at: CGPoint(x: 3, y: 3))
        #expect(events.log == ["circle", "under"])
    }

    @Test("onHover and onContinuousHover follow the pointer in and out")
    func hover() {
        struct Board: View {
            let events: Events
            var body: some View {
                Color.red.frame(width: 50, height: 50)
                    .onHover { inside in events.log.append(inside ? "in" : "out") }
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): events.log.append("at \(Int(point.x)),\(Int(point.y))")
                        case .ended: events.log.append("ended")
                        }
                    }
                    .frame(width: 100, height: 100)
            }
        }
        let events = Events()
        let host = OffscreenHost(rootView: Board(events: events), size: CGSize(width: 100, height: 100))
        host.pointerMove(to: CGPoint(x: 5, y: 5))
        #expect(events.log.isEmpty)
        host.pointerMove(to: CGPoint(x: 30, y: 30))
        host.pointerMove(to: CGPoint(x: 40, y: 35))
        host.pointerExited()
        #expect(events.log.filter { !$0.hasPrefix("at") } == ["in", "out", "ended"] || events.log.filter { !$0.hasPrefix("at") } == ["in", "ended", "out"])
        #expect(events.log.filter { $0.hasPrefix("at") } == ["at 5,5", "at 15,10"])
    }
}

extension GestureTests {
    @Test("tap(at:) honours contentShape too")
    func tapContentShape() {
        struct Board: View {
            let events: Events
            var body: some View {
                ZStack {
                    Color.yellow.onTapGesture { events.log.append("under") }
                    Color.clear.contentShape(Circle()).onTapGesture { events.log.append("circle") }
                }
                .frame(width: 100, height: 100)
            }
        }
        let events = Events()
        let host = OffscreenHost(rootView: Board(events: events), size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.tap(at: CGPoint(x: 3, y: 3))
        #expect(events.log == ["circle", "under"])
    }
}
