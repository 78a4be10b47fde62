extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}

/// A modifier that runs actions when its view enters and leaves the view graph.
///
/// `onAppear` runs once per identity, after the update that created it; `onDisappear` after
/// the update that removed it. A new identity (e.g. `.id(_:)` changed) disappears and appears.
public struct _AppearanceActionModifier: ViewModifier {
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?

    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }

    public typealias Body = Never
}

/// The latest actions of a lifecycle modifier node (closures change with every parent update).
@MainActor
final class LifecycleActions {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
}

extension _AppearanceActionModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        if let actions = node.payload as? LifecycleActions {
            actions.appear = appear
            actions.disappear = disappear
        } else {
            let actions = LifecycleActions()
            actions.appear = appear
            actions.disappear = disappear
            node.payload = actions
            node.graph.enqueueAction { actions.appear?() }
            node.disappearActions.append { actions.disappear?() }
        }
        node.updateChild(key: .body, view: content, environment: node.environment)
    }
}
