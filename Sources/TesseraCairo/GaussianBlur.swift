import CCairo
import Foundation

/// Blurs an image surface in place with three box blurs, which approximate a Gaussian whose
/// standard deviation is half the radius: premultiplied ARGB32 (every channel) or A8 (a
/// shadow's mask, one channel).
enum GaussianBlur {
    /// The radii of the three box blurs for a blur of `radius` device pixels (Kovesi's "fast
    /// almost-Gaussian filtering"); empty when the blur changes nothing.
    static func boxRadii(forRadius radius: CGFloat) -> [Int] {
        let sigma = Double(radius) / 2
        guard sigma >= 0.5 else { return [] }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { (($0 < m ? lower : upper) - 1) / 2 }.filter { $0 > 0 }
    }

    /// How far a blur of `radius` device pixels spreads a pixel, in whole device pixels: a
    /// surface with this many transparent pixels around its content blurs exactly as a larger one.
    static func reach(ofRadius radius: CGFloat) -> Int {
        boxRadii(forRadius: radius).reduce(0, +)
    }

    /// Blurs `surface` (ARGB32 or A8) by `radius` device pixels.
    ///
    /// - Complexity: O(width × height), independent of the radius.
    static func apply(to surface: OpaquePointer, radius: CGFloat) {
        let radii = boxRadii(forRadius: radius)
        guard !radii.isEmpty else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let channels = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? 1 : 4
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height) * channels)
        defer { buffer.deallocate() }
        for r in radii {
            for y in 0..<height {
                let line = Line(start: data.advanced(by: y * stride), count: width, step: channels)
                if channels == 1 { line.blurOneChannel(radius: r, buffer: buffer) } else { line.blurFourChannels(radius: r, buffer: buffer) }
            }
            for x in 0..<width {
                let line = Line(start: data.advanced(by: x * channels), count: height, step: stride)
                if channels == 1 { line.blurOneChannel(radius: r, buffer: buffer) } else { line.blurFourChannels(radius: r, buffer: buffer) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One row or column of pixels: `count` pixels `step` bytes apart.
    struct Line {
        let start: UnsafeMutablePointer<UInt8>
        let count: Int
        let step: Int

        /// `(sum + window / 2) / window` for the sums a line holds (at most 256 × window): a
        /// multiplication by ⌈2³² / window⌉ and a shift, exact for windows under 4,096
        /// (Granlund–Montgomery), several times cheaper than a division per channel and pixel.
        struct Average {
            let half: UInt64
            let multiplier: UInt64

            init(window: Int) {
                half = UInt64(window / 2)
                multiplier = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
            }

            @inline(__always)
            func callAsFunction(_ sum: Int) -> UInt8 {
                UInt8(truncatingIfNeeded: min(255, ((UInt64(sum) + half) &* multiplier) >> 32))
            }
        }

        /// A running-sum box blur of 4-byte pixels, edges treated as transparent.
        func blurFourChannels(radius: Int, buffer: UnsafeMutablePointer<UInt8>) {
            for i in 0..<count {
                let pixel = start + i * step
                buffer[i * 4] = pixel[0]; buffer[i * 4 + 1] = pixel[1]; buffer[i * 4 + 2] = pixel[2]; buffer[i * 4 + 3] = pixel[3]
            }
            let average = Average(window: 2 * radius + 1)
            var s0 = 0, s1 = 0, s2 = 0, s3 = 0
            for i in 0...min(radius, count - 1) {
                s0 += Int(buffer[i * 4]); s1 += Int(buffer[i * 4 + 1]); s2 += Int(buffer[i * 4 + 2]); s3 += Int(buffer[i * 4 + 3])
            }
            for i in 0..<count {
                let pixel = start + i * step
                pixel[0] = average(s0); pixel[1] = average(s1); pixel[2] = average(s2); pixel[3] = average(s3)
                let entering = i + radius + 1, leaving = i - radius
                if entering < count {
                    let e = entering * 4
                    s0 += Int(buffer[e]); s1 += Int(buffer[e + 1]); s2 += Int(buffer[e + 2]); s3 += Int(buffer[e + 3])
                }
                if leaving >= 0 {
                    let l = leaving * 4
                    s0 -= Int(buffer[l]); s1 -= Int(buffer[l + 1]); s2 -= Int(buffer[l + 2]); s3 -= Int(buffer[l + 3])
                }
            }
        }

        /// A running-sum box blur of 1-byte pixels, edges treated as transparent.
        func blurOneChannel(radius: Int, buffer: UnsafeMutablePointer<UInt8>) {
            for i in 0..<count { buffer[i] = start[i * step] }
            let average = Average(window: 2 * radius + 1)
            var sum = 0
            for i in 0...min(radius, count - 1) { sum += Int(buffer[i]) }
            for i in 0..<count {
                start[i * step] = average(sum)
                let entering = i + radius + 1, leaving = i - radius
                if entering < count { sum += Int(buffer[entering]) }
                if leaving >= 0 { sum -= Int(buffer[leaving]) }
            }
        }
    }
}
