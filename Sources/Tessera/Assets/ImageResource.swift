import Foundation

/// An image resource: the name of an image set in a bundle's asset catalog.
///
/// Differs from SwiftUI: Xcode generates a static property per image set (`ImageResource.logo`); on
/// Linux there is no generator, so declare the ones you use (see `docs/Porting.md`):
/// `extension ImageResource { static let logo = ImageResource(name: "Logo", bundle: .module) }`.
public struct ImageResource: Hashable, Sendable {
    let reference: AssetReference

    /// Creates an image from a resource with the specified name in the given bundle.
    public init(name: String, bundle: Bundle) {
        reference = AssetReference(name: name, bundle: bundle)
    }
}
