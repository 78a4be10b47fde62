import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraExamples

// Previews declared in this test module: discovery must find them with no list.

private let firstPreviewLine = #line + 1
#Preview("Greeting on its side", traits: .landscapeLeft) {
    Text("Hello, previews")
}

#Preview {
    @Previewable @State var count = 0
    Button("Added \(count)") { count += 1 }
}

#Preview(traits: .sizeThatFitsLayout, .fixedLayout(width: 120, height: 48)) {
    Text("Badge")
}

@MainActor
@Suite("#Preview discovery and traits")
struct PreviewDiscoveryTests {
    private var mine: [any PreviewRegistry.Type] {
        PreviewDiscovery.registries.filter { $0.fileID == "TesseraTests/PreviewDiscoveryTests.swift" }
    }

    private func previews(_ registries: [any PreviewRegistry.Type]) throws -> [Preview] {
        var result: [Preview] = []
        for registry in registries { result.append(try registry.makePreview()) }
        return result
    }

    @Test("every #Preview of this file is found, in source order, at its line")
    func findsThisModulesPreviews() throws {
        let lines = mine.map { $0.line }
        #expect(lines.count == 3)
        #expect(lines.first == firstPreviewLine)
        #expect(lines == lines.sorted())
        #expect(try previews(mine).map(\.displayName) == ["Greeting on its side", nil, nil])
    }

    @Test("previews of another linked module (TesseraExamples) are found too")
    func findsOtherModulesPreviews() throws {
        let examples = PreviewDiscovery.registries.filter { $0.fileID.hasPrefix("TesseraExamples/") }
        let names = try previews(examples).map(\.displayName)
        #expect(names.contains("Karaoke board"))
        #expect(names.contains("Song counter"))
    }

    @Test("traits: landscape turns the device; the later layout trait wins; default is portrait device")
    func traits() throws {
        let device = CGSize(width: 393, height: 852)
        let previews = try previews(mine)
        #expect(previews[0].orientation == .landscapeLeft)
        #expect(previews[0].layout == .device)
        #expect(previews[0].proposedSize(deviceSize: device) == ProposedViewSize(width: 852, height: 393))
        #expect(previews[1].orientation == .portrait)
        #expect(previews[1].proposedSize(deviceSize: device) == ProposedViewSize(device))
        #expect(previews[2].layout == .fixedLayout)
        #expect(previews[2].proposedSize(deviceSize: device) == ProposedViewSize(width: 120, height: 48))
        let composed = Preview(traits: PreviewTrait(.sizeThatFitsLayout, .landscapeRight)) { Text("") }
        #expect(composed.layout == .sizeThatFits)
        #expect(composed.orientation == .landscapeRight)
        #expect(composed.proposedSize(deviceSize: device) == .unspecified)
    }

    @Test("a @Previewable @State variable is state of the preview: its binding updates the view")
    func previewableState() throws {
        let preview = try mine[1].makePreview()
        let host = OffscreenHost(rootView: preview.content)
        host.update()
        #expect(host.frame(ofText: "Added 0") != nil)
        #expect(host.tapButton("Added 0"))
        host.update()
        #expect(host.frame(ofText: "Added 1") != nil)
        #expect(host.frame(ofText: "Added 0") == nil)
    }

    @Test("each call to content makes the preview anew, with fresh state")
    func freshContent() throws {
        let preview = try mine[1].makePreview()
        let first = OffscreenHost(rootView: preview.content)
        first.update()
        _ = first.tapButton("Added 0")
        first.update()
        let second = OffscreenHost(rootView: preview.content)
        second.update()
        #expect(second.frame(ofText: "Added 0") != nil)
    }
}

private extension PreviewLayout {
    static var fixedLayout: PreviewLayout { .fixed(width: 120, height: 48) }
}
