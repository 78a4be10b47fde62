import Foundation

extension DisplayList {
    /// An image drawn into a rectangle.
    package struct ImageItem: Equatable, Sendable {
        /// Where the image's pixels come from.
        package var source: ImageSource
        /// The rectangle the image fills, in root coordinates (the image is stretched to it; a
        /// symbol is fitted into it, keeping its aspect ratio, and centred).
        package var rect: CGRect
        /// The paint for symbols and template images; `nil` draws an image in its own colors
        /// (a symbol without a paint draws in black).
        package var shading: Shading?
        /// How pixels are sampled when the image is scaled.
        package var interpolation: Image.Interpolation

        package init(source: ImageSource, rect: CGRect, shading: Shading? = nil, interpolation: Image.Interpolation = .high) {
            self.source = source
            self.rect = rect
            self.shading = shading
            self.interpolation = interpolation
        }
    }

    /// Where an image's pixels come from.
    package enum ImageSource: Equatable, Sendable {
        /// A resource looked up by name in a bundle (`nil`: the main bundle).
        case named(String, bundle: Bundle?)
        /// A system symbol, by its SF Symbols name.
        case system(String)
        /// Decoded pixels.
        case pixels(PixelImage)
    }

    /// Decoded pixels: `width × height` pixels, rows top to bottom, 4 bytes per pixel in
    /// R, G, B, A order, not premultiplied.
    package struct PixelImage: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package var rgba: [UInt8]

        package init(width: Int, height: Int, rgba: [UInt8]) {
            precondition(rgba.count == width * height * 4, "PixelImage needs width × height × 4 bytes")
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }
}
