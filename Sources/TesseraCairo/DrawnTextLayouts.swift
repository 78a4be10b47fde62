import CCairo
import Foundation
import Tessera

/// The Pango layouts a ``CairoRenderer`` drew one-line fragments with, kept for the next
/// frames: a repaint draws mostly the strings it drew before, and shaping is most of what
/// drawing a string costs.
///
/// A layout is kept by exactly what it was made from (the string, the resolved font, the
/// letter spacing). Pango re-lays a kept layout out by itself when the context it was made in
/// changes (`pango_cairo_update_context` bumps the context's serial), so a layout is never
/// drawn with stale font options. At most `capacity` layouts are kept; a frame that needs more
/// starts the collection again.
final class DrawnTextLayouts {
    struct Key: Hashable {
        var string: String
        var font: ResolvedFont
        var letterSpacing: CGFloat
    }

    private var entries: [Key: OpaquePointer] = [:]
    private let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    deinit { removeAll() }

    /// The layout for `key`, made in `context` by `make` the first time.
    func layout(for key: Key, in context: OpaquePointer, make: (OpaquePointer) -> Void) -> OpaquePointer {
        if let layout = entries[key] { return layout }
        if entries.count >= capacity { removeAll() }
        let layout = pango_layout_new(context)!
        make(layout)
        entries[key] = layout
        return layout
    }

    var count: Int { entries.count }

    private func removeAll() {
        for layout in entries.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        entries.removeAll(keepingCapacity: true)
    }
}
