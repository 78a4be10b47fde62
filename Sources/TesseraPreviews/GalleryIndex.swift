import Foundation

/// `index.html`: every rendered preview with its title and source location.
struct GalleryIndex {
    let rows: [RenderedPreview]

    var html: String {
        let figures = rows.map { row in
            """
              <figure>
                <img src="\(escape(row.imageName))" width="\(Int(row.size.width))" height="\(Int(row.size.height))" alt="\(escape(row.title))">
                <figcaption><b>\(escape(row.title))</b><br><code>\(escape(row.location))</code></figcaption>
              </figure>
            """
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Previews</title>
            <style>
              body { font-family: sans-serif; background: #eee; }
              figure { display: inline-block; vertical-align: top; margin: 12px; }
              img { background: white; border: 1px solid #aaa; max-height: 480px; width: auto; }
            </style></head>
            <body>
            <h1>Previews (\(rows.count))</h1>
            <p><a href="contact-sheet.png">Contact sheet</a></p>
            \(figures)
            </body></html>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
