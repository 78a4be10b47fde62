extension View {
    /// Shows the specified content beside the modified view, at its bottom or top edge.
    ///
    /// The modified view is inset by the height of `content` plus `spacing` (the default
    /// spacing when nil), and `content` is placed in the space that frees, aligned by
    /// `alignment`.
    ///
    /// Differs from SwiftUI: with no safe-area model yet, the view is inset rather than given a
    /// smaller safe area, so a scroll view inside ends above the content instead of scrolling
    /// beneath it (Divergences L13).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows the specified content beside the modified view, at its leading or trailing edge.
    ///
    /// Differs from SwiftUI: as the vertical-edge `safeAreaInset`.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// Differs from SwiftUI: with no safe-area model yet, the view is padded (a scroll view
    /// inside insets its frame, not only its content; Divergences L13).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds the provided insets into the safe area of this view (the default padding when
    /// `length` is nil).
    ///
    /// Differs from SwiftUI: as `safeAreaPadding(_: EdgeInsets)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds the provided inset on every edge into the safe area of this view.
    ///
    /// Differs from SwiftUI: as `safeAreaPadding(_: EdgeInsets)`.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}
