extension View {
    /// Adds custom swipe actions to a row in a list.
    ///
    /// Dragging the row horizontally towards `edge`'s opposite side reveals the buttons in
    /// `content` on that edge: a button with the `.destructive` role is red, one with
    /// `.tint(_:)` takes that color, others are gray. Tapping a revealed button runs its action
    /// and closes the row; with `allowsFullSwipe`, swiping past most of the row's width runs the
    /// first button. Only one row of a list is open at a time; a tap anywhere else closes it.
    ///
    /// Works on `List` rows and on the content of a `HostingConfiguration` in a GTK list cell.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = SwipeActionsConfiguration(actions: AnyView(content()), allowsFullSwipe: allowsFullSwipe)
        return modifier(_ContainerValueModifier(apply: { values in
            switch edge {
            case .leading: values.swipeActions.leading = actions
            case .trailing: values.swipeActions.trailing = actions
            }
        }))
    }
}

/// The buttons a row reveals on one edge.
package struct SwipeActionsConfiguration {
    /// The buttons (the `swipeActions` content).
    package var actions: AnyView
    /// Whether a full swipe runs the first button.
    package var allowsFullSwipe: Bool

    package init(actions: AnyView, allowsFullSwipe: Bool) {
        self.actions = actions
        self.allowsFullSwipe = allowsFullSwipe
    }
}

/// The swipe actions of a row, per edge.
package struct SwipeActionsSet {
    package var leading: SwipeActionsConfiguration?
    package var trailing: SwipeActionsConfiguration?

    package init(leading: SwipeActionsConfiguration? = nil, trailing: SwipeActionsConfiguration? = nil) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Whether neither edge has actions.
    package var isEmpty: Bool { leading == nil && trailing == nil }

    /// The actions on `edge`.
    package subscript(edge: HorizontalEdge) -> SwipeActionsConfiguration? {
        edge == .leading ? leading : trailing
    }
}

extension ContainerValues {
    /// The swipe actions set on a row with `swipeActions`, one configuration per edge.
    package var swipeActions: SwipeActionsSet {
        get { self[SwipeActionsKey.self] }
        set { self[SwipeActionsKey.self] = newValue }
    }

    private enum SwipeActionsKey: ContainerValueKey {
        static var defaultValue: SwipeActionsSet { SwipeActionsSet() }
    }
}

extension SubviewsCollection {
    /// The swipe actions set on these subviews, merged edge by edge (the first subview with
    /// actions on an edge gives them): what a one-row host, such as a GTK list cell, reveals.
    @MainActor package var swipeActions: SwipeActionsSet {
        var merged = SwipeActionsSet()
        for subview in self {
            let actions = subview.containerValues.swipeActions
            if merged.leading == nil { merged.leading = actions.leading }
            if merged.trailing == nil { merged.trailing = actions.trailing }
        }
        return merged
    }
}
