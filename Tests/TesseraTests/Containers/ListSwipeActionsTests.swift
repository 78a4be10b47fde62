import Testing
@_spi(Testing) import Tessera

private struct Inbox: View {
    @State var messages = ["One", "Two", "Three"]
    @State var log: [String] = []
    var allowsFullSwipe = true

    var body: some View {
        VStack(spacing: 0) {
            Text("log: \(log.joined(separator: ","))")
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                            Button("Archive") { log.append("archive \(message)") }
                                .tint(.blue)
                            Button("Flag") { log.append("flag \(message)") }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.append("pin \(message)") }
                        }
                }
            }
        }
    }
}

private struct DeletableInbox: View {
    @State var messages = ["One", "Two", "Three"]
    var body: some View {
        List {
            ForEach(messages, id: \.self) { Text($0) }
                .onDelete { messages.remove(atOffsets: $0) }
        }
    }
}

private let size = CGSize(width: 300, height: 400)

@MainActor
private func rowY<V: View>(_ host: OffscreenHost<V>, _ text: String) -> CGFloat {
    host.frame(ofText: text)!.midY
}

@MainActor
private func isShown<V: View>(_ host: OffscreenHost<V>, _ text: String) -> Bool {
    guard let frame = host.placedFrame(ofText: text) else { return false }
    return frame.width > 0
}

@MainActor
@Suite("List swipe actions")
struct ListSwipeActionsTests {
    @Test("dragging a row left reveals its trailing buttons, first outermost; the row stays open")
    func revealTrailing() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let before = host.frame(ofText: "One")!
        #expect(!isShown(host, "Archive"))
        let y = before.midY
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 150, y: y))
        #expect(isShown(host, "Archive") && isShown(host, "Flag"))
        #expect(host.placedFrame(ofText: "Archive")!.minX > host.placedFrame(ofText: "Flag")!.minX)
        // Settled open: two buttons of 74 points.
        #expect(host.frame(ofText: "One")!.minX == before.minX - 2 * SwipeActionsRow<EmptyView>.buttonWidth)
        #expect(host.frame(ofText: "log: ") != nil)
    }

    @Test("tapping a revealed button runs it and closes the row")
    func tapButton() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let y = rowY(host, "Two")
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 150, y: y))
        let flag = host.placedFrame(ofText: "Flag")!
        host.tap(at: CGPoint(x: flag.midX, y: flag.midY))
        #expect(host.frame(ofText: "log: flag Two") != nil)
        #expect(!isShown(host, "Flag"))
        // Around the label, the button's colored cell runs it too.
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 150, y: y))
        let archive = host.placedFrame(ofText: "Archive")!
        host.tap(at: CGPoint(x: archive.midX, y: y + 16))
        #expect(host.frame(ofText: "log: flag Two,archive Two") != nil)
        #expect(!isShown(host, "Archive"))
    }

    @Test("a short drag snaps back closed; a drag past the buttons' half opens")
    func threshold() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let x = host.frame(ofText: "One")!.minX
        let y = rowY(host, "One")
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 210, y: y))
        #expect(host.frame(ofText: "One")!.minX == x)
        #expect(!isShown(host, "Archive"))
    }

    @Test("a full swipe runs the first button and closes; without allowsFullSwipe it only opens")
    func fullSwipe() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let y = rowY(host, "Three")
        host.drag(from: CGPoint(x: 270, y: y), to: CGPoint(x: 10, y: y), steps: 8)
        #expect(host.frame(ofText: "log: archive Three") != nil)
        #expect(!isShown(host, "Archive"))

        let limited = OffscreenHost(rootView: Inbox(allowsFullSwipe: false), size: size)
        let x = limited.frame(ofText: "Three")!.minX
        limited.drag(from: CGPoint(x: 270, y: y), to: CGPoint(x: 10, y: y), steps: 8)
        #expect(limited.frame(ofText: "log: ") != nil)
        #expect(limited.frame(ofText: "Three")!.minX == x - 2 * SwipeActionsRow<EmptyView>.buttonWidth)
    }

    @Test("dragging right reveals the leading actions")
    func leading() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let y = rowY(host, "One")
        host.drag(from: CGPoint(x: 40, y: y), to: CGPoint(x: 140, y: y))
        #expect(isShown(host, "Pin"))
        #expect(!isShown(host, "Archive"))
        let pin = host.placedFrame(ofText: "Pin")!
        #expect(pin.minX < 74)
        host.tap(at: CGPoint(x: pin.midX, y: pin.midY))
        #expect(host.frame(ofText: "log: pin One") != nil)
    }

    @Test("only one row is open at a time; a tap elsewhere closes the open row without running anything")
    func oneOpenRow() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let one = rowY(host, "One"), two = rowY(host, "Two")
        let x = host.frame(ofText: "One")!.minX
        host.drag(from: CGPoint(x: 250, y: one), to: CGPoint(x: 150, y: one))
        #expect(host.frame(ofText: "One")!.minX < x)
        host.drag(from: CGPoint(x: 250, y: two), to: CGPoint(x: 150, y: two))
        #expect(host.frame(ofText: "One")!.minX == x)
        #expect(host.frame(ofText: "Two")!.minX < x)
        // A tap on another row closes the open one.
        host.tap(at: CGPoint(x: 100, y: rowY(host, "Three")))
        #expect(host.frame(ofText: "Two")!.minX == x)
        #expect(host.frame(ofText: "log: ") != nil)
        // A tap on the open row's content closes it too.
        host.drag(from: CGPoint(x: 250, y: one), to: CGPoint(x: 150, y: one))
        host.tap(at: CGPoint(x: 60, y: one))
        #expect(host.frame(ofText: "One")!.minX == x)
    }

    @Test("a vertical drag does not open a row")
    func vertical() {
        let host = OffscreenHost(rootView: Inbox(), size: size)
        let x = host.frame(ofText: "One")!.minX
        let y = rowY(host, "One")
        host.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 190, y: y + 40))
        #expect(host.frame(ofText: "One")!.minX == x)
    }

    @Test("a row with onDelete and no swipe actions swipes to a Delete button")
    func onDeleteSwipe() {
        let host = OffscreenHost(rootView: DeletableInbox(), size: size)
        let y = rowY(host, "Two")
        host.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 150, y: y))
        #expect(isShown(host, "Delete"))
        let delete = host.placedFrame(ofText: "Delete")!
        host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(host.frame(ofText: "Two") == nil)
        #expect(host.frame(ofText: "One") != nil && host.frame(ofText: "Three") != nil)
    }
}
