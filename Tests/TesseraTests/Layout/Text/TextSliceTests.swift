import Foundation
import Testing
@testable import Tessera

/// Laid-out lines keep their characters as slices of the run's string (``TextSlice``) and a
/// one-run line keeps its fragment in place (``TextLine/Fragments``); what they show, and how
/// they compare, is what the strings and arrays they replace gave.
@Suite("Text slices and line fragments") @MainActor
struct TextSliceTests {
    @Test("a slice shows its characters and equals any slice or string of the same characters")
    func sliceEquality() {
        let storage = "Hello, wrapped world"
        let slice = TextSlice(storage, utf8Range: 7..<14)
        #expect(slice.string == "wrapped")
        #expect(slice.utf8Count == 7 && !slice.isEmpty)
        #expect(slice == TextSlice("wrapped"))
        #expect(slice != TextSlice("wrappeD"))
        #expect(slice != TextSlice(storage, utf8Range: 7..<13))
        #expect(TextSlice(storage, utf8Range: 3..<3) == TextSlice(""))
        #expect(TextSlice(storage).string == storage)
        // Non-ASCII characters on their boundaries.
        let accented = "café → ok"  // "é" is 2 bytes, "→" 3.
        #expect(TextSlice(accented, utf8Range: 0..<5).string == "café")
        #expect(TextSlice(accented, utf8Range: 6..<9).string == "→")
    }

    @Test("a fragment's text is read and replaced through its slice")
    func fragmentText() {
        var fragment = TextLine.Fragment(runIndex: 0, slice: TextSlice("abc def", utf8Range: 4..<7), x: 2, width: 3)
        #expect(fragment.text == "def")
        fragment.text.append("…")
        #expect(fragment.text == "def…" && fragment.slice == TextSlice("def…"))
        #expect(fragment == TextLine.Fragment(runIndex: 0, text: "def…", x: 2, width: 3))
    }

    @Test("one fragment kept in place equals a list of that fragment")
    func fragmentsStorage() {
        let fragment = TextLine.Fragment(runIndex: 1, text: "run", x: 0, width: 20)
        let one = TextLine.Fragments(fragment)
        let list: TextLine.Fragments = [fragment]
        #expect(one == list)
        #expect(one.count == 1 && one[0] == fragment && Array(one) == [fragment])
        #expect(TextLine.Fragments().isEmpty && TextLine.Fragments() == [])
        #expect(one != [fragment, fragment])
    }

    @Test("a wrapped one-run text's lines show the general path's lines at widths on character boundaries")
    func boundaryWidths() {
        let engine = FixedAdvanceTextEngine()
        let string = String(repeating: "lorem ipsum dolor sit amet consectetur ", count: 8)
        let font = ResolvedFont(size: 17)
        let uniform = engine.prepare([TextRun(string, font: font)])
        let middle = string.index(string.startIndex, offsetBy: string.count / 2)
        let general = engine.prepare([TextRun(String(string[..<middle]), font: font),
                                      TextRun(String(string[middle...]), font: font)])
        // The widths of 4...120 characters summed one advance at a time, and one ulp either side.
        var widths: [CGFloat] = []
        var sum: CGFloat = 0
        for count in 1...120 {
            sum += FixedAdvanceTextEngine.advance(forSize: 17)
            if count >= 4 { widths += [sum.nextDown, sum, sum.nextUp, sum + 1e-6, (sum + 1e-6).nextUp] }
        }
        for width in widths {
            let drawn = uniform.layout(options: TextLayoutOptions(), proposedWidth: width)
            let reference = general.layout(options: TextLayoutOptions(), proposedWidth: width)
            #expect(drawn.lines.map(\.text) == reference.lines.map(\.text), "at \(width)")
            #expect(drawn.size == reference.size, "at \(width)")
            #expect(uniform.measure(options: TextLayoutOptions(), proposedWidth: width)
                == general.measure(options: TextLayoutOptions(), proposedWidth: width), "at \(width)")
        }
    }
}
