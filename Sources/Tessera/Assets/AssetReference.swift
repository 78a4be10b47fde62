import Foundation

/// The name of an asset in a bundle's asset catalogs: what ``ColorResource`` and
/// ``ImageResource`` carry.
struct AssetReference: Hashable, Sendable {
    let name: String
    let bundle: Bundle
}
