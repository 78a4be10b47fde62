import Foundation

extension Image {
    /// Records this image filling `frame` (root coordinates) in `environment`.
    ///
    /// Symbols and template images are painted with the foreground style; other images draw
    /// in their own colors.
    @MainActor
    func record(in frame: CGRect, environment: EnvironmentValues, id: DisplayList.ID, into builder: inout DisplayListBuilder) {
        let foreground = environment.shapeStyleContext.shading(
            for: environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), bounds: frame)
        switch source {
        case .system(let name):
            builder.image(.system(name), in: frame, shading: renderingMode == .original ? nil : foreground, id: id)
        case .named(let name, let bundle), .decorative(let name, let bundle):
            builder.image(.named(name, bundle: bundle), in: frame, shading: renderingMode == .template ? foreground : nil,
                          interpolation: interpolation, id: id)
        }
    }
}
