import Foundation

/// Finds the asset catalogs of bundles and keeps them parsed, one ``AssetCatalog`` per bundle.
///
/// A bundle's catalogs are the `*.xcassets` folders at the top of its resources (SwiftPM copies
/// a `.process("Assets.xcassets")` or `.copy("Assets.xcassets")` folder there unchanged on Linux,
/// where there is no `actool`). The main bundle (`bundle: nil`) also searches the SwiftPM resource
/// bundles next to the executable (`<Package>_<Target>.resources`, or `.bundle`), so an
/// executable's `Color("Brand")` finds its own target's catalog as an Xcode app does.
///
/// Differs from SwiftUI: catalogs are read from their `Contents.json` files, not a compiled
/// `Assets.car`, and the main bundle's search includes the neighbouring resource bundles.
///
/// Safe to use from any thread: the cache is guarded by a lock, and a bundle is parsed once.
final class AssetCatalogs: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = AssetCatalogs()

    private let lock = NSLock()
    private var catalogs: [String: AssetCatalog] = [:]

    /// The assets of `bundle` (the main bundle and its neighbouring resource bundles when `nil`).
    func catalog(for bundle: Bundle?) -> AssetCatalog {
        let key = bundle?.bundleURL.standardizedFileURL.path ?? ""
        lock.lock()
        defer { lock.unlock() }
        if let cached = catalogs[key] { return cached }
        let catalog = AssetCatalog(catalogsAt: Self.catalogURLs(for: bundle))
        catalogs[key] = catalog
        return catalog
    }

    /// The bundle path a warning about `bundle` names.
    static func location(of bundle: Bundle?) -> String { (bundle ?? Bundle.main).bundlePath }

    /// The `*.xcassets` folders of `bundle`, in order of precedence.
    static func catalogURLs(for bundle: Bundle?) -> [URL] {
        var roots = [URL]()
        func addRoots(of bundle: Bundle) {
            for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL }) where !roots.contains(root) {
                roots.append(root)
            }
        }
        addRoots(of: bundle ?? Bundle.main)
        if bundle == nil {
            for neighbour in resourceBundles(besides: Bundle.main.bundleURL) { addRoots(of: neighbour) }
        }
        return roots.flatMap { root in
            children(of: root).filter { $0.pathExtension.lowercased() == "xcassets" }
        }
    }

    /// The SwiftPM resource bundles in `folder` (where an executable's resources land).
    private static func resourceBundles(besides folder: URL) -> [Bundle] {
        children(of: folder).filter { ["resources", "bundle"].contains($0.pathExtension) }.compactMap { Bundle(url: $0) }
    }

    private static func children(of folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }
}
