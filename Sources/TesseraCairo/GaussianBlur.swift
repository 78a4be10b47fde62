import CCairo
import Foundation

/// Blurs a premultiplied ARGB32 image surface in place with three box blurs, which
/// approximate a Gaussian whose standard deviation is half the radius.
enum GaussianBlur {
    /// Blurs `surface` by `radius` device pixels.
    ///
    /// - Complexity: O(width × height), independent of the radius.
    static func apply(to surface: OpaquePointer, radius: CGFloat) {
        let sigma = Double(radius) / 2
        guard sigma >= 0.5 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        // Box sizes for three passes (Kovesi's "fast almost-Gaussian filtering").
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded())
        let boxes = (0..<3).map { $0 < m ? lower : upper }
        var buffer = [UInt8](repeating: 0, count: max(width, height) * 4)
        for box in boxes {
            let r = (box - 1) / 2
            guard r > 0 else { continue }
            for y in 0..<height {
                blurLine(data.advanced(by: y * stride), count: width, step: 4, radius: r, buffer: &buffer)
            }
            for x in 0..<width {
                blurLine(data.advanced(by: x * 4), count: height, step: stride, radius: r, buffer: &buffer)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A running-sum box blur over one row or column of 4-byte pixels, edges treated as transparent.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                 buffer: inout [UInt8]) {
        for i in 0..<count {
            for c in 0..<4 { buffer[i * 4 + c] = start[i * step + c] }
        }
        let window = 2 * radius + 1
        var sums = [Int](repeating: 0, count: 4)
        for i in 0...min(radius, count - 1) {
            for c in 0..<4 { sums[c] += Int(buffer[i * 4 + c]) }
        }
        for i in 0..<count {
            for c in 0..<4 { start[i * step + c] = UInt8(min(255, (sums[c] + window / 2) / window)) }
            let entering = i + radius + 1, leaving = i - radius
            if entering < count { for c in 0..<4 { sums[c] += Int(buffer[entering * 4 + c]) } }
            if leaving >= 0 { for c in 0..<4 { sums[c] -= Int(buffer[leaving * 4 + c]) } }
        }
    }
}
