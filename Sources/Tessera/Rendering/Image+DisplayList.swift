import Foundation

extension Image {
    /// Records this image filling `frame` (root coordinates) in `environment`.
    ///
    /// Symbols and template images are painted with the foreground style; other images draw
    /// in their own colors. A named image records the file chosen for the environment's display
    /// scale and color scheme (an asset catalog's variant); a name found nowhere records nothing.
    @MainActor
    func record(in frame: CGRect, environment: EnvironmentValues, id: DisplayList.ID, into builder: inout DisplayListBuilder) {
        let foreground = environment.shapeStyleContext.shading(
            for: environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), bounds: frame)
        switch source {
        case .system(let name):
            builder.image(.system(name), in: frame, shading: renderingMode == .original ? nil : foreground, id: id)
        case .named, .decorative:
            guard let file = resourceFile(scale: environment.displayScale, colorScheme: environment.colorScheme) else {
                reportMissingResource()
                return
            }
            let mode = renderingMode ?? file.renderingIntent
            builder.image(.named(file.path, bundle: nil), in: frame, shading: mode == .template ? foreground : nil,
                          interpolation: interpolation, id: id)
        }
    }
}
