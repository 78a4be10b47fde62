import Foundation
@testable import Tessera

/// Builders for layout trees in tests, named after the views they stand for.
@MainActor
enum Tree {
    /// A leaf that is always `width`×`height` (a fixed-size image).
    static func leaf(_ width: CGFloat, _ height: CGFloat, _ label: String? = nil) -> LayoutNode {
        LayoutNode(leaf: .fixed(CGSize(width: width, height: height)), label: label)
    }

    /// A `Color`/`Rectangle`: takes any proposal.
    static func rectangle(_ label: String? = nil) -> LayoutNode {
        LayoutNode(leaf: .flexible, label: label)
    }

    static func spacer(minLength: CGFloat? = nil) -> LayoutNode {
        LayoutNode(leaf: .spacer(minLength: minLength), label: "Spacer")
    }

    static func divider() -> LayoutNode {
        LayoutNode(leaf: .divider, label: "Divider")
    }

    static func text(_ string: String, size: CGFloat = 17, options: TextLayoutOptions = TextLayoutOptions(),
                     label: String? = nil) -> LayoutNode {
        let measurer = TextMeasurer(runs: [TextRun(string, font: ResolvedFont(size: size))], options: options,
                                    engine: FixedAdvanceTextEngine())
        return LayoutNode(leaf: measurer.leafSizing, label: label ?? string)
    }

    static func hstack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                       _ children: LayoutNode...) -> LayoutNode {
        LayoutNode(layout: HStackLayout(alignment: alignment, spacing: spacing), children: children, label: "HStack")
    }

    static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                       _ children: LayoutNode...) -> LayoutNode {
        LayoutNode(layout: VStackLayout(alignment: alignment, spacing: spacing), children: children, label: "VStack")
    }

    static func zstack(alignment: Alignment = .center, _ children: LayoutNode...) -> LayoutNode {
        LayoutNode(layout: ZStackLayout(alignment: alignment), children: children, label: "ZStack")
    }
}

@MainActor
extension LayoutNode {
    func padded(_ length: CGFloat? = nil) -> LayoutNode {
        LayoutNode(layout: PaddingLayout(.all, length), children: [self], label: "padding")
    }

    func padded(_ insets: EdgeInsets) -> LayoutNode {
        LayoutNode(layout: PaddingLayout(insets: insets), children: [self], label: "padding")
    }

    func framed(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> LayoutNode {
        LayoutNode(layout: FixedFrameLayout(width: width, height: height, alignment: alignment), children: [self],
                   label: "frame")
    }

    func framed(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center) -> LayoutNode {
        LayoutNode(layout: FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                               minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                               alignment: alignment),
                   children: [self], label: "flexFrame")
    }

    func fixedSized(horizontal: Bool = true, vertical: Bool = true) -> LayoutNode {
        LayoutNode(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), children: [self], label: "fixedSize")
    }

    func withPriority(_ priority: Double) -> LayoutNode {
        layoutPriority = priority
        return self
    }

    /// Lays the tree out as a root proposed `width`×`height`.
    func layOut(_ width: CGFloat?, _ height: CGFloat?) {
        place(at: .zero, proposal: ProposedViewSize(width: width, height: height))
    }
}
