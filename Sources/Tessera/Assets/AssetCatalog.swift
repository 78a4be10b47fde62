import Foundation

/// The colors and images of one or more asset catalogs (`*.xcassets` folders), by name.
///
/// A catalog is a folder tree: `Name.colorset` and `Name.imageset` folders hold assets, other
/// folders are groups. A group whose `Contents.json` says `"provides-namespace": true` prefixes
/// the names inside it with its own (`"Icons/Star"`); other groups don't. Other asset types
/// (app icons, data sets, symbol sets) are skipped. The first catalog that has a name wins.
struct AssetCatalog: Sendable {
    private(set) var colors: [String: ColorSet] = [:]
    private(set) var images: [String: ImageSet] = [:]

    init() {}

    /// The assets of the catalogs at `urls`, in order of precedence.
    ///
    /// - Complexity: O(n) in the number of files in the catalogs; each `Contents.json` is read once.
    init(catalogsAt urls: [URL]) {
        for url in urls { add(folder: url, namespace: "") }
    }

    private mutating func add(folder: URL, namespace: String) {
        let files = FileManager.default
        guard let children = try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let name = namespace + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension.lowercased() {
            case "colorset":
                if colors[name] == nil, let set = ColorSet(contentsOf: child.appendingPathComponent("Contents.json")) {
                    colors[name] = set
                }
            case "imageset":
                if images[name] == nil, let set = ImageSet(folder: child) { images[name] = set }
            case "":
                let inner = Self.providesNamespace(child) ? namespace + child.lastPathComponent + "/" : namespace
                add(folder: child, namespace: inner)
            default:
                continue
            }
        }
    }

    /// Whether the group folder's `Contents.json` has `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
