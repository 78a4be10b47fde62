import Foundation

/// The command line of `swift run Previews`.
struct GalleryOptions {
    /// Where the PNG files, `index.html` and `contact-sheet.png` go.
    var output = URL(fileURLWithPath: "out/previews")
    /// Only previews whose name or file contains this (case-insensitive).
    var filter: String?
    /// Device pixels per point.
    var scale: CGFloat = 2
    /// List the previews instead of rendering them.
    var listOnly = false

    static let usage = """
        usage: Previews [--output DIR] [--filter TEXT] [--scale N] [--list]
          renders every #Preview of the linked modules to DIR (default out/previews):
          one PNG per preview, index.html and contact-sheet.png
        """

    /// Parses `arguments` (without the program name); `nil` after printing the usage.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--output", "-o":
                guard let value = rest.popFirst() else { return nil }
                output = URL(fileURLWithPath: value)
            case "--filter", "-f":
                guard let value = rest.popFirst() else { return nil }
                filter = value
            case "--scale":
                guard let value = rest.popFirst().flatMap(Double.init), value > 0 else { return nil }
                scale = value
            case "--list": listOnly = true
            default: return nil
            }
        }
    }
}
