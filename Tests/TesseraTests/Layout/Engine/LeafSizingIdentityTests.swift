import Foundation
import Testing
@testable import Tessera

@Suite("Leaf sizing identity") @MainActor
struct LeafSizingIdentityTests {
    private func sizing(_ identity: (any Hashable)?) -> LeafSizing {
        LeafSizing(identity: identity) { _ in CGSize(width: 10, height: 10) }
    }

    @Test("identities match only when both exist, have one type and are equal")
    func sameIdentity() {
        #expect(sizing("a").hasSameIdentity(as: sizing("a")))
        #expect(!sizing("a").hasSameIdentity(as: sizing("b")))
        // Equal-looking values of different types are different identities.
        #expect(!sizing(1).hasSameIdentity(as: sizing("1")))
        #expect(!sizing(1).hasSameIdentity(as: sizing(Int64(1))))
        #expect(!sizing(nil).hasSameIdentity(as: sizing(nil)))
        #expect(!sizing("a").hasSameIdentity(as: sizing(nil)))
    }

    @Test("a sizing of equal identity keeps the node's measurements; another invalidates them")
    func nodeKeepsMeasurements() {
        let node = LayoutNode(leaf: sizing("fixed"))
        _ = node.sizeThatFits(.unspecified)
        node.setLeafSizing(sizing("fixed"))
        _ = node.sizeThatFits(.unspecified)
        #expect(node.sizeThatFitsEvaluations == 1)
        node.setLeafSizing(sizing("other"))
        _ = node.sizeThatFits(.unspecified)
        #expect(node.sizeThatFitsEvaluations == 2)
    }
}
