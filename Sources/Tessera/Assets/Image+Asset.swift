import Foundation

extension Image {
    /// Creates a labeled image that you can use as content for controls, with the specified label.
    ///
    /// Differs from SwiftUI: the label is not kept (Tessera has no accessibility tree yet).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// Initialize an `Image` with an image resource.
    public init(_ resource: ImageResource) {
        self.init(resource.reference.name, bundle: resource.reference.bundle)
    }

    /// The file a named image draws, with the pixels per point it was made for.
    package struct ResourceFile: Equatable, Sendable {
        /// The file's absolute path.
        package var path: String
        /// Device pixels per point of the file: its image-set scale, or a loose file's `@2x`/`@3x`.
        package var scale: CGFloat
        /// The rendering mode the asset catalog asks for, if any.
        package var renderingIntent: TemplateRenderingMode?
    }

    /// The file this image draws at `displayScale` in `colorScheme`: the image set `name` of the
    /// bundle's asset catalogs (its variant for that scale and scheme), else a loose resource
    /// file (``resourcePath(named:bundle:)``). `nil` for a symbol or a name found nowhere.
    package func resourceFile(scale displayScale: CGFloat, colorScheme: ColorScheme) -> ResourceFile? {
        guard let (name, bundle) = source.resourceName else { return nil }
        if let set = AssetCatalogs.shared.catalog(for: bundle).images[name],
           let variant = set.variant(forScale: displayScale, colorScheme: colorScheme) {
            return ResourceFile(path: variant.path, scale: variant.scale ?? 1, renderingIntent: set.renderingIntent)
        }
        guard let path = Self.resourcePath(named: name, bundle: bundle) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return ResourceFile(path: path, scale: stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)
    }

    /// Logs once that the named image can't be found, as SwiftUI does (it then draws nothing).
    func reportMissingResource() {
        guard let (name, bundle) = source.resourceName else { return }
        let location = AssetCatalogs.location(of: bundle)
        RuntimeWarnings.report("No image named '\(name)' found in asset catalog for \(location)",
                               site: "image:\(location)/\(name)")
    }
}
