import CCairo
import Foundation
import Tessera

/// Blurred shadow masks (A8 surfaces the size of a ``PixelRegion``), kept by a renderer and
/// reused for every group whose shadow they are: 200 cards of one shape and size cast one
/// mask, blurred once. A mask is keyed by what decides its pixels — the group's shapes in the
/// region's device pixels (relative to the region, to 1/256 of a pixel), their fill rules and
/// opacities, the region's size and the blur radius in device pixels — so it is found again
/// wherever the shape is drawn. Only groups of filled paths in solid colors (a card, a
/// circle…) have a key; text, images and nested groups are blurred each time.
final class ShadowMaskCache {
    struct Key: Hashable {
        /// The shapes, encoded (see ``key(for:region:radius:)``).
        var geometry: [Int32]
        var width: Int32
        var height: Int32
        /// The blur radius in device pixels.
        var radius: CGFloat
    }

    /// The most masks kept, and the most pixels they may hold together; the cache is emptied
    /// when a new mask would pass either.
    private static let capacity = 256
    private static let pixelCapacity = 16 << 20

    private var masks: [Key: OpaquePointer] = [:]
    private var pixels = 0
    /// Masks blurred, and masks found here instead (for tests and benchmarks).
    private(set) var made = 0
    private(set) var reused = 0

    deinit {
        for mask in masks.values { cairo_surface_destroy(mask) }
    }

    /// The mask for `key` (nil: the group has none), made by `make` when not kept; owned by
    /// the cache when keyed (valid until the next call), else by the caller (`owned`).
    func mask(for key: Key?, pixelCount: Int, make: () -> OpaquePointer) -> (surface: OpaquePointer, owned: Bool) {
        guard let key else {
            made += 1
            return (make(), true)
        }
        if let known = masks[key] {
            reused += 1
            return (known, false)
        }
        if masks.count >= Self.capacity || pixels + pixelCount > Self.pixelCapacity { removeAll() }
        let mask = make()
        made += 1
        masks[key] = mask
        pixels += pixelCount
        return (mask, false)
    }

    func removeAll() {
        for mask in masks.values { cairo_surface_destroy(mask) }
        masks.removeAll(keepingCapacity: true)
        pixels = 0
    }

    /// The key of `group`'s shadow mask in `region` with a blur of `radius` device pixels, drawn
    /// under `cr`'s matrix; nil unless the group is filled paths in solid colors (with a clip
    /// path or not).
    static func key(for group: DisplayList.Group, region: PixelRegion, radius: CGFloat, in cr: OpaquePointer) -> Key? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let ctm = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        // Children's coordinates → device pixels relative to the region, in 1/256 pixel.
        let s = region.scale * 256
        let toRegion = group.effects.transform.concatenating(ctm)
            .concatenating(CGAffineTransform(a: s, b: 0, c: 0, d: s,
                                             tx: (region.deviceOffset.x - CGFloat(region.x)) * 256,
                                             ty: (region.deviceOffset.y - CGFloat(region.y)) * 256))
        var geometry: [Int32] = []
        func append(_ path: Path, style: FillStyle, marker: Int32) -> Bool {
            geometry.append(marker | (style.isEOFilled ? 2 : 0) | (style.isAntialiased ? 4 : 0))
            for element in path.elements {
                switch element {
                case .move(let p): geometry.append(10); guard add(p) else { return false }
                case .line(let p): geometry.append(11); guard add(p) else { return false }
                case .quadCurve(let p, let c):
                    geometry.append(12); guard add(p), add(c) else { return false }
                case .curve(let p, let c1, let c2):
                    geometry.append(13); guard add(p), add(c1), add(c2) else { return false }
                case .closeSubpath: geometry.append(14)
                }
            }
            return true
        }
        func add(_ point: CGPoint) -> Bool {
            let q = point.applying(toRegion)
            guard abs(q.x) < 1e9, abs(q.y) < 1e9 else { return false }
            geometry.append(Int32(q.x.rounded()))
            geometry.append(Int32(q.y.rounded()))
            return true
        }
        if let clip = group.effects.clip, !append(clip.path, style: clip.style, marker: 1 << 8) { return nil }
        for item in group.items {
            guard case let .fill(path, .color(color), style) = item.content else { return nil }
            geometry.append(Int32((color.clamped.opacity * 65535).rounded()))
            guard append(path, style: style, marker: 2 << 8) else { return nil }
        }
        return Key(geometry: geometry, width: Int32(region.width), height: Int32(region.height), radius: radius)
    }
}
