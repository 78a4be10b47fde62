extension View {
    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors.
    ///
    /// In a sheet or full-screen cover, Escape (and a tap on a sheet's scrim) no longer
    /// dismisses it; `dismiss()` and the presenting binding still do.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        presentationOption { $0.interactiveDismissDisabled = isDisabled }
    }

    /// Sets the visibility of the drag indicator on top of a sheet: `.visible` draws the grabber
    /// at the top of the card (there is nothing to drag on a desktop; `.automatic` draws none).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        presentationOption { $0.dragIndicator = visibility }
    }

    /// Requests that the presentation have a specific corner radius (`nil`: the default, 12).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        var radius = cornerRadius
        if let value = cornerRadius, !(value >= 0 && value.isFinite) {
            RuntimeWarnings.report("presentationCornerRadius(\(value)) is not a finite, non-negative radius; the default is used.",
                                   site: "presentationCornerRadius.invalid")
            radius = nil
        }
        return presentationOption { $0.cornerRadius = .some(radius) }
    }

    /// Sets the presentation background of the enclosing sheet to a shape style.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentationBackground { Rectangle().fill(style) }
    }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        return presentationOption { $0.background = PresentationBackgroundView(view: AnyView(background)) }
    }

    /// Controls whether people can interact with the view behind a presentation.
    ///
    /// Differs from SwiftUI: accepted; a sheet stays modal whatever the value (see
    /// Divergences P9).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// Specifies how to adapt a presentation to compact size classes.
    ///
    /// Differs from SwiftUI: accepted; Tessera shows each presentation as itself at every size
    /// (a popover stays a popover), so there is nothing to adapt (see Divergences P9).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size classes
    /// (accepted, as ``presentationCompactAdaptation(_:)``).
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View { self }

    /// Configures the behavior of swipe gestures on a presentation (accepted: Tessera's sheets
    /// have no resize gesture to prefer over scrolling; see Divergences P9).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

/// The kinds of interaction available to views behind a presentation.
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, disabled, enabled(upThrough: PresentationDetent?) }
    let kind: Kind

    /// The default background interaction for the presentation.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }
    /// People can interact with the view behind a presentation.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled(upThrough: nil)) }
    /// People can interact with the view behind a presentation up through a specified detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
    /// People can't interact with the view behind a presentation.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// Use the default presentation adaptation.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    /// Prefer a popover presentation.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    /// Prefer a sheet presentation.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    /// Prefer a full-screen-cover presentation.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
public struct PresentationContentInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, resizes, scrolls }
    let kind: Kind

    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(kind: .automatic) }
    /// A behavior that prioritizes resizing a presentation when swiping.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(kind: .resizes) }
    /// A behavior that prioritizes scrolling the content of a presentation when swiping.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(kind: .scrolls) }
}
