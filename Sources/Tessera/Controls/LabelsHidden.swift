/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension EnvironmentValues {
    private enum LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

    /// The visibility of labels of controls (set by `labelsHidden()`).
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }
}
