import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// The graph reads a stack's content and a modified view's modifier in place at offsets it
/// computes from the field types; they must be the offsets Swift lays the fields out at.
@MainActor
@Suite("Graph: fields read in place")
struct InPlaceFieldTests {
    @Test("a stack's content follows its parameters")
    func stackContent() {
        func check<Content: View>(_: Content.Type) {
            #expect(trailingFieldOffset(Content.self, after: (VerticalAlignment, CGFloat?).self)
                == MemoryLayout<HStack<Content>>.offset(of: \HStack<Content>.content))
            #expect(trailingFieldOffset(Content.self, after: (HorizontalAlignment, CGFloat?).self)
                == MemoryLayout<VStack<Content>>.offset(of: \VStack<Content>.content))
            #expect(trailingFieldOffset(Content.self, after: Alignment.self)
                == MemoryLayout<ZStack<Content>>.offset(of: \ZStack<Content>.content))
        }
        check(Text.self)
        check(Color.self)
        check(EmptyView.self)
        check(Spacer.self)
        check(TupleView<(Text, Color, Spacer)>.self)
        check(ModifiedContent<Color, _FrameModifier>.self)
    }

    @Test("a modifier follows its content")
    func modifier() {
        func check<Content: View, Modifier: ViewModifier>(_: Content.Type, _: Modifier.Type) {
            typealias Modified = ModifiedContent<Content, Modifier>
            #expect(Modified.modifierOffset == MemoryLayout<Modified>.offset(of: \Modified.modifier))
        }
        check(Text.self, _FrameModifier.self)
        check(Spacer.self, _LayoutModifier<PaddingLayout>.self)
        check(EmptyView.self, _LayoutModifier<OffsetLayout>.self)
        check(Color.self, _FrameModifier.self)
        check(TupleView<(Text, Spacer)>.self, _LayoutModifier<PaddingLayout>.self)
    }

    @Test("stacks and modifiers built in place show their content with their parameters")
    func builtInPlace() {
        let host = OffscreenHost(rootView: VStack(alignment: .leading, spacing: 3) {
            HStack(alignment: .top, spacing: 7) {
                Color.red.frame(width: 10, height: 20)
                Color.blue.frame(width: 5, height: 8).padding(2)
            }
            ZStack(alignment: .bottomTrailing) {
                Color.green.frame(width: 30, height: 30)
                Color.gray.frame(width: 4, height: 4)
            }
        }, size: CGSize(width: 100, height: 100))
        host.update()
        let frames = host.layoutFrames.map(\.frame)
        // Centred 30 × 53 VStack at (35, 23.5). HStack: 10 + 7 + (5 + 2·2) = 26 wide, 20 high;
        // then 3 points, then the 30 × 30 ZStack.
        #expect(frames.contains(CGRect(x: 35, y: 23.5, width: 26, height: 20)))
        #expect(frames.contains(CGRect(x: 35, y: 46.5, width: 30, height: 30)))
        // The padded square is top-aligned after the red one and the spacing.
        #expect(frames.contains(CGRect(x: 52, y: 23.5, width: 9, height: 12)))
        // The small square sits in the ZStack's bottom trailing corner.
        #expect(frames.contains(CGRect(x: 61, y: 72.5, width: 4, height: 4)))
    }
}
