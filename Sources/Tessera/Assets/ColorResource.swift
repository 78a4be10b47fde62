import Foundation

/// A color resource: the name of a color set in a bundle's asset catalog.
///
/// Differs from SwiftUI: Xcode generates a static property per color set (`ColorResource.brand`); on
/// Linux there is no generator, so declare the ones you use (see `docs/Porting.md`):
/// `extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: .module) }`.
public struct ColorResource: Hashable, Sendable {
    let reference: AssetReference

    /// Creates a color from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        reference = AssetReference(name: name, bundle: bundle)
    }
}
