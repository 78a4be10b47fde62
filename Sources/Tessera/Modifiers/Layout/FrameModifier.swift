extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// A nil dimension leaves the view's size on that axis unchanged.
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(width: width, height: height, alignment: alignment))
    }
}

/// A modifier that gives its view a fixed width and/or height.
public struct _FrameModifier: ViewModifier, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    public typealias Body = Never
}

extension _FrameModifier: PrimitiveModifier, LayoutRoleProviding {
    static var subviewBehavior: SubviewBehavior { .distributing }
    func layoutRole(in node: ViewNode) -> LayoutRole {
        .modifier(FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    static func updateLayoutInPlace(at pointer: UnsafeRawPointer, in node: ViewNode) -> Bool {
        let frame = pointer.assumingMemoryBound(to: Self.self)
        node.updateModifierLayout(FixedFrameLayout(width: frame.pointee.width, height: frame.pointee.height,
                                                   alignment: frame.pointee.alignment), configure: nil)
        return true
    }
}
