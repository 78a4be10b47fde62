extension ViewNode {
    /// Reconciles a container's content (its declared subviews) and resolves every subview, so
    /// that the container can lay them out. Eager containers build all rows; lazy containers
    /// use ``subviewCount`` and ``subview(at:)`` instead.
    func updateContainerContent(_ content: any View) {
        updateChild(key: .body, view: content, environment: environment)
    }
}
