import Testing
@_spi(Testing) import Tessera

@MainActor
private final class Edits { var log: [Bool] = [] }

private struct Volume: View {
    let edits: Edits
    @State var volume = 20.0
    var step: Double? = nil
    var body: some View {
        VStack(spacing: 0) {
            Group {
                if let step {
                    Slider(value: $volume, in: 0...100, step: step) { editing in edits.log.append(editing) }
                } else {
                    Slider(value: $volume, in: 0...100) { editing in edits.log.append(editing) }
                }
            }
            .frame(width: 220)
            Text("volume \(Int(volume.rounded()))")
            ProgressView(value: volume, total: 100).frame(width: 200)
        }
    }
}

@MainActor
@Suite("Slider and ProgressView")
struct SliderTests {
    private func volume(_ host: OffscreenHost<Volume>) -> String? {
        host.tree.allNodes.compactMap(\.text).first { $0.hasPrefix("volume") }
    }

    @Test("dragging the slider sets the value along the track, clamped, and reports editing")
    func drag() throws {
        let edits = Edits()
        let host = OffscreenHost(rootView: Volume(edits: edits), size: CGSize(width: 300, height: 200))
        let track = try #require(host.layoutFrames.first { $0.label.hasPrefix("GeometryReader") }?.frame)
        #expect(track.width == 220)
        // The thumb's center runs from 10 to 210 points: the middle is 50.
        host.pointerDown(at: CGPoint(x: track.minX + 110, y: track.midY))
        #expect(volume(host) == "volume 50")
        #expect(edits.log == [true])
        host.pointerMove(to: CGPoint(x: track.minX + 160, y: track.midY))
        #expect(volume(host) == "volume 75")
        host.pointerMove(to: CGPoint(x: track.maxX + 100, y: track.midY))
        #expect(volume(host) == "volume 100")
        host.pointerUp(at: CGPoint(x: track.maxX + 100, y: track.midY))
        #expect(edits.log == [true, false])
    }

    @Test("a stepped slider snaps to its steps")
    func steps() throws {
        let host = OffscreenHost(rootView: Volume(edits: Edits(), step: 25), size: CGSize(width: 300, height: 200))
        let track = try #require(host.layoutFrames.first { $0.label.hasPrefix("GeometryReader") }?.frame)
        host.drag(from: CGPoint(x: track.minX + 10, y: track.midY), to: CGPoint(x: track.minX + 10 + 0.6 * 200, y: track.midY))
        #expect(volume(host) == "volume 50")
    }

    @Test("a disabled slider ignores drags")
    func disabled() throws {
        let host = OffscreenHost(rootView: Volume(edits: Edits()).disabled(true), size: CGSize(width: 300, height: 200))
        let track = try #require(host.layoutFrames.first { $0.label.hasPrefix("GeometryReader") }?.frame)
        #expect(!host.drag(from: CGPoint(x: track.minX + 10, y: track.midY), to: CGPoint(x: track.maxX, y: track.midY)))
    }

    @Test("a determinate progress view fills its fraction of the bar")
    func progress() {
        let host = OffscreenHost(rootView: ProgressView(value: 0.25).frame(width: 200), size: CGSize(width: 300, height: 100))
        let fills = host.displayList.fillRects.map(\.width)
        #expect(fills.contains(200))
        #expect(fills.contains(50))
    }
}
