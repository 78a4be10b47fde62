extension ViewNode {
    /// Reconciles a container's content (its declared subviews) and resolves every subview, so
    /// that the container can lay them out. Eager containers build all rows; lazy containers
    /// use ``subviewCount`` and ``subview(at:)`` instead.
    func updateContainerContent(_ content: any View) {
        updateChild(key: .body, view: content, environment: environment)
    }

    /// ``updateContainerContent(_:)`` with the content read in place (a field of the container).
    func updateContainerContent(_ content: BorrowedView) {
        updateChild(key: .body, view: content, environment: environment)
    }
}
