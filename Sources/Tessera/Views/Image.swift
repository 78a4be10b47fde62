/// A view that displays an image.
///
/// `Image(systemName:)` names a symbol from Tessera's built-in symbol set; an unknown name
/// draws a visible placeholder and logs one warning.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case named(String, bundle: Bundle?)
        case system(String)
        case decorative(String, bundle: Bundle?)

        /// The resource's name and bundle; `nil` for a symbol.
        var resourceName: (name: String, bundle: Bundle?)? {
            switch self {
            case .named(let name, let bundle), .decorative(let name, let bundle): (name, bundle)
            case .system: nil
            }
        }
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    /// `nil`: the default (symbols are templates, resources draw in their own colors).
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var isAntialiased = true
    /// Kept for `Image.symbolRenderingMode(_:)`; every mode draws one layer.
    var symbolRenderingMode: SymbolRenderingMode?

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }

    /// Creates a labeled image that you can use as content for controls.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle: bundle) }

    /// Creates an unlabeled, decorative image.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .decorative(name, bundle: bundle) }

    /// Creates a system symbol image.
    public init(systemName: String) { source = .system(systemName) }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }
}

extension Image: View {
    public typealias Body = Never
}

extension Image: PrimitiveView {}

extension Image: CustomStringConvertible {
    public var description: String {
        switch source {
        case .named(let name, _), .decorative(let name, _): "Image(\(name.debugDescription))"
        case .system(let name): "Image(systemName: \(name.debugDescription))"
        }
    }
}
