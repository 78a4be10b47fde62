import Testing
@_spi(Testing) import Tessera
import TesseraExamples

@MainActor
private let manySandwiches = (0..<1_000).map { index in
    let sample = sampleSandwiches[index % sampleSandwiches.count]
    return Sandwich(id: index, name: sample.name, ingredientCount: sample.ingredientCount, rating: sample.rating,
                    bread: sample.bread, filling: sample.filling)
}

@MainActor
@Suite("Seed 001: the sandwich gallery")
struct SandwichGalleryTests {
    @Test("the lazy gallery builds only the cards on screen")
    func galleryIsLazy() {
        let host = OffscreenHost(rootView: SandwichGallery(sandwiches: manySandwiches), size: CGSize(width: 390, height: 844))
        // 844 / 240: four cards show (a fifth in the prefetch margin at most).
        #expect(host.bodyEvaluations(of: HeroView.self) <= 5)
        #expect(host.bodyEvaluations(of: HeroView.self) >= 4)
    }

    @Test("adaptive columns of at least 300 points: three in 1,000, two when narrowed to 700")
    func gridColumns() {
        let host = OffscreenHost(rootView: SandwichGrid(sandwiches: Array(manySandwiches.prefix(12))),
                                 size: CGSize(width: 1000, height: 600))
        // Sandwiches 0, 3, 6 … start the rows: names are unique within the first twelve.
        let club = try! #require(host.frame(ofText: "Club"))
        #expect(host.frame(ofText: "Croque Madame")!.minY == club.minY)
        #expect(host.frame(ofText: "Caprese")!.minX == club.minX)
        #expect(host.frame(ofText: "Caprese")!.minY == club.minY + 240)
        host.size = CGSize(width: 700, height: 600)
        let narrowClub = try! #require(host.frame(ofText: "Club"))
        #expect(host.frame(ofText: "Croque Madame")!.minX == narrowClub.minX)
        #expect(host.frame(ofText: "Croque Madame")!.minY == narrowClub.minY + 240)
    }
}
