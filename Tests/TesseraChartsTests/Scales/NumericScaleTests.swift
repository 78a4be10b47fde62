import Foundation
import Testing
@testable import TesseraCharts

@Suite("Numeric scale")
struct NumericScaleTests {
    @Test("0…97 gives the domain 0…100 with ticks every 20")
    func zeroToNinetySeven() {
        let scale = NumericScale.automatic(covering: [0, 12, 97])
        #expect(scale.domain == 0...100)
        #expect(scale.ticks == [0, 20, 40, 60, 80, 100])
    }

    @Test("the automatic domain includes zero unless told not to")
    func includesZero() {
        #expect(NumericScale.automatic(covering: [62, 96]).domain == 0...100)
        let withoutZero = NumericScale.automatic(covering: [62, 96], includesZero: false)
        #expect(withoutZero.domain == 60...100)
        #expect(withoutZero.ticks == [60, 70, 80, 90, 100])
    }

    @Test("negative and fractional ranges get nice steps")
    func negativeAndFractional() {
        let negative = NumericScale.automatic(covering: [-37, 12])
        #expect(negative.domain == -40...20)
        #expect(negative.ticks == [-40, -30, -20, -10, 0, 10, 20])
        let fractional = NumericScale.automatic(covering: [0, 0.83])
        #expect(fractional.domain == 0...1)
        #expect(fractional.ticks == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(fractional.label(for: 0.4) == "0.4")
        #expect(NumericScale.automatic(covering: [0, 97]).label(for: 40) == "40")
    }

    @Test("no values, one value, and non-finite values")
    func degenerate() {
        #expect(NumericScale.automatic(covering: []).domain == 0...1)
        #expect(NumericScale.automatic(covering: [0]).domain == 0...1)
        let one = NumericScale.automatic(covering: [50], includesZero: false)
        #expect(one.domain.contains(50) && one.domain.lowerBound < 50)
        #expect(NumericScale.automatic(covering: [.nan, 40, .infinity]).domain == 0...40)
    }

    @Test("a fixed domain keeps its bounds and puts nice ticks inside")
    func fixedDomain() {
        let scale = NumericScale.fixed(domain: 50...150)
        #expect(scale.domain == 50...150)
        #expect(scale.ticks == [60, 80, 100, 120, 140])
        #expect(scale.fraction(of: 100) == 0.5)
        #expect(scale.ticks(strideBy: 25) == [50, 75, 100, 125, 150])
    }

    @Test("nice steps are 1, 2, 2.5 or 5 times a power of ten")
    func niceSteps() {
        #expect(NiceNumbers.step(span: 97, count: 5) == 20)
        #expect(NiceNumbers.step(span: 1000, count: 5) == 200)
        #expect(NiceNumbers.step(span: 12, count: 5) == 2.5)
        #expect(NiceNumbers.step(span: 0.04, count: 4) == 0.01)
        #expect(NiceNumbers.step(span: 7, count: 5) == 2)
    }
}
