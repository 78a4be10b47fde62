import Foundation
import Testing
@testable import Tessera

@Suite("ProposedViewSize")
struct ProposedViewSizeTests {
    @Test("unspecified dimensions are replaced by 10 by default")
    func replacingUnspecifiedDefaultsToTen() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 40, height: 10))
        #expect(ProposedViewSize(width: nil, height: 3).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            == CGSize(width: 1, height: 3))
    }

    @Test("the named proposals hold zero, nil and infinity")
    func namedProposals() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(CGSize(width: CGFloat.infinity, height: .infinity)))
        #expect(Set([ProposedViewSize.zero, .zero, .infinity]).count == 2)
    }
}
