import Foundation
import Testing
@testable import Tessera

@Suite("GridColumnSizing")
struct GridColumnSizingTests {
    @Test("fixed 70 and adaptive(minimum: 40) in 200 give two adaptive columns of 57")
    func fixedPlusAdaptive() {
        let tracks = GridColumnSizing.tracks(for: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))],
                                             availableLength: 200)
        #expect(tracks.map(\.length) == [70, 57, 57])
        #expect(tracks.map(\.offset) == [0, 78, 143])
    }

    @Test("flexible items share the width left after spacing")
    func flexibleShare() {
        let tracks = GridColumnSizing.tracks(for: Array(repeating: GridItem(), count: 3), availableLength: 316)
        #expect(tracks.map(\.length) == [100, 100, 100])
    }

    @Test("flexible bounds clamp and the rest goes to the others")
    func flexibleBounds() {
        let items = [GridItem(.flexible(maximum: 50)), GridItem(.flexible()), GridItem(.flexible(minimum: 150))]
        let tracks = GridColumnSizing.tracks(for: items, availableLength: 316)
        #expect(tracks.map(\.length) == [50, 100, 150])
    }

    @Test("adaptive items fit as many minimum-size items as possible, then grow up to the maximum")
    func adaptive() {
        let tracks = GridColumnSizing.tracks(for: [GridItem(.adaptive(minimum: 50), spacing: 10)], availableLength: 230)
        // k = ⌊(230 + 10) / 60⌋ = 4, each (230 − 30) / 4 = 50.
        #expect(tracks.count == 4)
        #expect(tracks.allSatisfy { $0.length == 50 })
        let capped = GridColumnSizing.tracks(for: [GridItem(.adaptive(minimum: 50, maximum: 55), spacing: 10)],
                                             availableLength: 250)
        #expect(capped.count == 4)
        #expect(capped.allSatisfy { $0.length == 55 })
        let narrow = GridColumnSizing.tracks(for: [GridItem(.adaptive(minimum: 80))], availableLength: 30)
        #expect(narrow.map(\.length) == [80])
    }

    @Test("GridItem defaults: flexible with minimum 10 and maximum infinity")
    func defaults() {
        guard case let .flexible(minimum, maximum) = GridItem().size else {
            Issue.record("default size isn't flexible")
            return
        }
        #expect(minimum == 10)
        #expect(maximum == .infinity)
        #expect(GridItem().spacing == nil)
        #expect(GridItem().alignment == nil)
    }
}
