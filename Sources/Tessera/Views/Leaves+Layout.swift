// The layout roles of the built-in leaf views.

extension Color: LayoutRoleProviding {
    /// A color fills the space it is offered.
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(.flexible) }
}

extension Spacer: LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(.spacer(minLength: minLength)) }
}

extension Divider: LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole { .leaf(.divider) }
}

extension Image: LayoutRoleProviding {
    /// A resizable image fills the space it is offered; otherwise it has its natural size: a
    /// resource's pixel size, or for a symbol a square as tall as the environment's font
    /// (body, 17, by default) times 1.2, scaled by the environment's ``EnvironmentValues/imageScale``.
    func layoutRole(in node: ViewNode) -> LayoutRole {
        if isResizable { return .leaf(.flexible) }
        if source.resourceName != nil {
            // A missing resource is an empty image, as in SwiftUI.
            let environment = node.environment
            let size = resourceSize(scale: environment.displayScale, colorScheme: environment.colorScheme)
            return .leaf(.fixed(size ?? .zero))
        }
        let side = (node.environment.font ?? .body).resolved().size * 1.2 * node.environment.imageScale.factor
        return .leaf(.fixed(CGSize(width: side, height: side)))
    }
}
