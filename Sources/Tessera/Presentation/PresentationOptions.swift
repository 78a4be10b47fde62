/// What the content of a sheet or full-screen cover asks of its presentation with the
/// `presentation…` and `interactiveDismissDisabled` modifiers, collected as a preference by the
/// presentation (``ModalPresentationLayer``). A `nil` field was not set.
///
/// Where modifiers nest, the outermost wins (each one rewrites its content's value); between
/// siblings, the first that sets a field wins.
struct PresentationOptions: Equatable {
    var interactiveDismissDisabled: Bool?
    var dragIndicator: Visibility?
    /// `.some(nil)`: the default corner radius, asked for explicitly.
    var cornerRadius: CGFloat??
    var background: PresentationBackgroundView?

    /// Fills the fields `self` leaves unset from `other`.
    mutating func fill(from other: PresentationOptions) {
        interactiveDismissDisabled = interactiveDismissDisabled ?? other.interactiveDismissDisabled
        dragIndicator = dragIndicator ?? other.dragIndicator
        cornerRadius = cornerRadius ?? other.cornerRadius
        background = background ?? other.background
    }
}

/// A presentation's custom background view, compared as the graph compares views (so an
/// unchanged background doesn't report a change on every update).
struct PresentationBackgroundView: Equatable {
    let view: AnyView

    static func == (lhs: Self, rhs: Self) -> Bool { ValueComparison.isEqual(lhs.view, rhs.view) }
}

struct PresentationOptionsKey: PreferenceKey {
    static let defaultValue = PresentationOptions()
    static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
        value.fill(from: nextValue())
    }
}

extension View {
    /// Sets one field of the enclosing presentation's options.
    func presentationOption(_ set: @escaping (inout PresentationOptions) -> Void) -> some View {
        transformPreference(PresentationOptionsKey.self, set)
    }
}
