import Testing
@testable import Tessera

@MainActor
@Suite("GroupBox and ContentUnavailableView")
struct GroupBoxTests {
    @Test("a group box is its content plus 16 points of padding and takes the width offered")
    func groupBoxFrame() throws {
        let measured = frames(in: CGSize(width: 300, height: 300)) {
            GroupBox {
                Color.red.frame(width: 100, height: 40).readFrame("content")
            }
            .readFrame("box")
        }
        let box = try #require(measured["box"]), content = try #require(measured["content"])
        #expect(box.width == 300)
        #expect(box.height == content.height + 32)
        #expect(content.minX == box.minX + 16)
    }

    @Test("a content-unavailable view fills the space it is offered and centers its label")
    func unavailableFills() throws {
        let measured = frames(in: CGSize(width: 300, height: 400)) {
            ContentUnavailableView {
                Text("Nothing").readFrame("title")
            }
            .readFrame("view")
        }
        let view = try #require(measured["view"]), title = try #require(measured["title"])
        #expect(view == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(abs(title.midX - 150) < 0.5 && abs(title.midY - 200) < 0.5)
    }
}
