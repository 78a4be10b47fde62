import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Taps { var log: [String] = [] }

private struct Board: View {
    let taps: Taps
    @State var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Button("Add") { count += 1 }
                .frame(width: 100, height: 40)
            Color.blue.frame(width: 100, height: 40)
                .onTapGesture { location in taps.log.append("blue \(Int(location.x)),\(Int(location.y))") }
            ZStack {
                Color.red.onTapGesture { taps.log.append("under") }
                Color.green.frame(width: 50, height: 40).onTapGesture { taps.log.append("over") }
            }
            .frame(width: 100, height: 40)
            Color.gray.frame(width: 100, height: 40)
                .onTapGesture { taps.log.append("gray") }
                .allowsHitTesting(false)
            Button("Off") { taps.log.append("off") }
                .frame(width: 100, height: 40)
                .disabled(true)
            Text("\(count)")
        }
    }
}

@MainActor
@Suite("Taps: hit testing on the last layout")
struct TapTests {
    // The board is 100 wide and centered in 200×300: x from 50 to 150, rows 40 high from y = 40.
    fileprivate func host(_ taps: Taps) -> OffscreenHost<Board> {
        OffscreenHost(rootView: Board(taps: taps), size: CGSize(width: 200, height: 300))
    }

    @Test("a tap on a button performs its action")
    func button() {
        let taps = Taps()
        let host = host(taps)
        let top = host.frame(ofText: "Add")!
        #expect(host.tap(at: CGPoint(x: top.midX, y: top.midY)))
        #expect(host.tree.allNodes.contains { $0.text == "1" })
    }

    @Test("onTapGesture gets the location in the view's own coordinates")
    func location() {
        let taps = Taps()
        let host = host(taps)
        let add = host.frame(ofText: "Add")!
        // The blue row is right below the 40-high button row.
        let blueTop = add.midY + 20
        #expect(host.tap(at: CGPoint(x: 60, y: blueTop + 5)))
        #expect(taps.log == ["blue 10,5"])
    }

    @Test("the topmost view takes the tap; allowsHitTesting(false) and disabled views don't")
    func order() {
        let taps = Taps()
        let host = host(taps)
        let add = host.frame(ofText: "Add")!
        let zRow = add.midY + 60
        // The green view (50 wide) is centered over the red one: x from 75 to 125.
        host.tap(at: CGPoint(x: 100, y: zRow))
        host.tap(at: CGPoint(x: 140, y: zRow))
        #expect(taps.log == ["over", "under"])
        #expect(!host.tap(at: CGPoint(x: 100, y: add.midY + 100)))
        #expect(!host.tap(at: CGPoint(x: 100, y: add.midY + 140)))
        #expect(taps.log == ["over", "under"])
    }
}
