import Testing
import Tessera
import TesseraExamples
import TesseraTesting

/// Seed 001's sandwich gallery, rendered: the phone layout (`LazyVStack` of hero cards) and
/// the large-screen layout (`LazyVGrid` with adaptive columns of at least 300 points).
@MainActor
@Suite("Sandwich gallery snapshots")
struct SandwichSnapshotTests {
    @Test("the gallery as a lazy stack of hero cards")
    func gallery() {
        assertSnapshot(of: SandwichGallery(), size: CGSize(width: 390, height: 700), named: "sandwich-gallery")
    }

    @Test("the gallery as an adaptive lazy grid: three columns in 1,000 points")
    func grid() {
        assertSnapshot(of: SandwichGrid(), size: CGSize(width: 1000, height: 600), named: "sandwich-grid")
    }
}
