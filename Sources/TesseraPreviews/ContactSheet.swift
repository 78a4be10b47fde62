import Foundation
import Tessera

/// All previews on one page: each one's canvas scaled to a thumbnail, captioned with its
/// title and source location, four to a row.
struct ContactSheet: View {
    let items: [RenderedPreview]
    /// The height of every thumbnail; widths keep each canvas's aspect ratio.
    var thumbnailHeight: CGFloat = 220
    var columns = 4

    var body: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 24, verticalSpacing: 24) {
            ForEach(Array(stride(from: 0, to: items.count, by: columns)), id: \.self) { start in
                GridRow(alignment: .top) {
                    ForEach(start ..< min(start + columns, items.count), id: \.self) { index in
                        thumbnail(items[index])
                    }
                }
            }
        }
        .padding(24)
        .background(Color(white: 0.93))
    }

    private func thumbnail(_ item: RenderedPreview) -> some View {
        let factor = min(1, thumbnailHeight / max(item.size.height, 1), 2 * thumbnailHeight / max(item.size.width, 1))
        return VStack(alignment: .leading, spacing: 6) {
            item.canvas
                .frame(width: item.size.width, height: item.size.height)
                .background(Color.white)
                .scaleEffect(factor)
                .frame(width: item.size.width * factor, height: item.size.height * factor)
                .clipped()
                .overlay { Rectangle().strokeBorder(Color.gray.opacity(0.5), lineWidth: 1) }
            Text(item.title).font(.headline)
            Text(item.location).font(.caption).foregroundStyle(.secondary)
        }
    }
}
