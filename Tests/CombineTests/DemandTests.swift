import Combine
import Foundation
import Testing

@Suite("Subscribers.Demand")
struct DemandTests {
    typealias Demand = Subscribers.Demand

    @Test("max, unlimited and none")
    func basics() {
        #expect(Demand.max(3).max == 3)
        #expect(Demand.unlimited.max == nil)
        #expect(Demand.none == .max(0))
        #expect(Demand.unlimited.description == "unlimited")
        #expect(Demand.max(2).description == "max(2)")
    }

    @Test("arithmetic saturates at unlimited and at zero")
    func arithmetic() {
        #expect(Demand.max(2) + .max(3) == .max(5))
        #expect(Demand.max(2) + .unlimited == .unlimited)
        #expect(Demand.unlimited - .max(3) == .unlimited)
        #expect(Demand.unlimited - .unlimited == .unlimited)
        #expect(Demand.max(2) - .unlimited == .none)
        #expect(Demand.max(2) - 5 == .none)
        #expect(Demand.max(2) * 3 == .max(6))
        #expect(Demand.max(Int.max) * 3 == .unlimited)
        var demand = Demand.max(1)
        demand += 1
        demand -= .max(1)
        demand *= 4
        #expect(demand == .max(4))
    }

    @Test("comparison with counts and with demands")
    func comparison() {
        #expect(Demand.unlimited > 1_000_000)
        #expect(Demand.max(1) > 0)
        #expect(!(Demand.none > 0))
        #expect(Demand.max(3) == 3)
        #expect(0 < Demand.max(1))
        #expect(Demand.max(1) < .unlimited)
        #expect(Demand.max(5) >= 5)
        #expect(Demand.max(5) <= 5)
    }

    @Test("a demand round-trips through Codable")
    func codable() throws {
        let data = try JSONEncoder().encode([Demand.max(4), .unlimited])
        #expect(try JSONDecoder().decode([Demand].self, from: data) == [.max(4), .unlimited])
    }
}
