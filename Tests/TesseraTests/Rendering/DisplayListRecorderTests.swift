import Foundation
import Testing
@_spi(Testing) @testable import Tessera
import TesseraTesting

/// What the recorder makes of effects and z-indices: the structure of the display list.
@Suite("Recording effects and z-order") @MainActor
struct DisplayListRecorderTests {
    /// The display list of `view` in a host of `size` (the content's size, so that it sits at
    /// the origin).
    private func list<V: View>(_ view: V, size: CGSize = CGSize(width: 10, height: 10)) -> DisplayList {
        OffscreenHost(rootView: view, size: size).displayList
    }

    /// The fills' colors in painting order, looking into groups.
    private func fillColors(_ list: DisplayList) -> [Color.Resolved] {
        list.allItems.compactMap { item in
            if case .fill(_, .color(let color), _) = item.content { return color }
            return nil
        }
    }

    @Test("a container's subviews are recorded by z-index, stably")
    func zOrder() {
        let red = Color.red.resolved(in: .light), blue = Color.blue.resolved(in: .light)
        let green = Color.green.resolved(in: .light)
        let recorded = list(ZStack {
            Color.red.zIndex(2)
            Color.blue
            Color.green.zIndex(-1)
        }.frame(width: 10, height: 10))
        #expect(fillColors(recorded) == [green, blue, red])
    }

    @Test("an effect over several views makes one group per view, around each view's frame")
    func groupPerSubview() {
        let recorded = list(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .rotationEffect(.degrees(180))
        }, size: CGSize(width: 20, height: 10))
        let groups = recorded.allItems.compactMap { item -> DisplayList.Group? in
            if case .group(let group) = item.content { return group }
            return nil
        }
        #expect(groups.count == 2)
        #expect(Set(recorded.allItems.filter { if case .group = $0.content { true } else { false } }.map(\.id)).count == 2)
        // A half turn about each view's own center maps the view onto itself.
        let mapped = groups.map { $0.effects.transform }.map { CGRect(x: 0, y: 0, width: 10, height: 10).applying($0) }
        #expect(mapped.count == 2)
        let first = CGRect(x: 0, y: 0, width: 10, height: 10).applying(groups[0].effects.transform)
        let second = CGRect(x: 10, y: 0, width: 10, height: 10).applying(groups[1].effects.transform)
        #expect(abs(first.minX) < 0.001 && abs(first.width - 10) < 0.001)
        #expect(abs(second.minX - 10) < 0.001)
    }

    @Test("effects don't change layout: the modified view keeps its frame")
    func layoutUnchanged() {
        let host = OffscreenHost(rootView: HStack(spacing: 0) {
            Text("A").opacity(0.5).rotationEffect(.degrees(30)).shadow(radius: 3).blur(radius: 1)
            Text("B")
        }, size: CGSize(width: 200, height: 200))
        let plain = OffscreenHost(rootView: HStack(spacing: 0) { Text("A"); Text("B") }, size: CGSize(width: 200, height: 200))
        #expect(host.frame(ofText: "B") == plain.frame(ofText: "B"))
        #expect(host.frame(ofText: "A") == plain.frame(ofText: "A"))
    }

    @Test("a hidden view records a group of zero opacity")
    func hidden() {
        let recorded = list(Color.red.frame(width: 10, height: 10).hidden())
        guard case .group(let group) = recorded.items.first?.content else {
            Issue.record("expected a group")
            return
        }
        #expect(group.effects.opacity == 0)
    }

    @Test("a clip shape is laid out in the frame of the view it clips")
    func clipInFrame() {
        let recorded = list(Color.red.frame(width: 20, height: 10).padding(5).clipShape(Capsule()), size: CGSize(width: 30, height: 20))
        guard case .group(let group) = recorded.items.first?.content, let clip = group.effects.clip else {
            Issue.record("expected a clipping group")
            return
        }
        #expect(clip.path.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test("texts with their own colors keep their own paint and decorations when rows repeat them")
    func paintedTextRunStyles() {
        let recorded = list(VStack {
            ForEach(0..<3) { _ in
                Text("a").foregroundColor(.red)
                Text("b").foregroundColor(.blue)
                Text("c").foregroundColor(.red).underline()
                Text("d").foregroundColor(.red).bold()
                Text("e")
            }
        }, size: CGSize(width: 100, height: 400))
        let styles: [DisplayList.RunStyle] = recorded.allItems.compactMap { item in
            guard case .text(let text) = item.content, text.runs.count == 1 else { return nil }
            return text.runs[0]
        }
        let red = DisplayList.Shading.color(Color.red.resolved(in: .light))
        let blue = DisplayList.Shading.color(Color.blue.resolved(in: .light))
        let label = HierarchicalShapeStyle.labelShading(in: .light)
        #expect(styles.count == 15)
        for row in 0..<3 {
            let texts = Array(styles[(row * 5)..<(row * 5 + 5)])
            #expect(texts.map(\.shading) == [red, blue, red, red, label], "row \(row)")
            #expect(texts.map { $0.underline != nil } == [false, false, true, false, false], "row \(row)")
            #expect(texts[3].font != texts[0].font && texts[0].font == texts[1].font, "row \(row): bold is its own font")
        }
    }
}
