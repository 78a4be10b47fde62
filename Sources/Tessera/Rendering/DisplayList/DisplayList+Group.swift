import Foundation

extension DisplayList {
    /// Items drawn together, with effects applied to them as a whole.
    ///
    /// Order of application: the children are drawn (under `transform`), clipped to `clip`
    /// (also under `transform`), blurred by `blurRadius`; the result casts `shadow`, then is
    /// composited onto what lies beneath with `opacity` and `blendMode`.
    package struct Group: Equatable, Sendable {
        /// The children, in painting order.
        package var items: [Item]
        /// The effects applied to the children as a whole.
        package var effects: GroupEffects

        package init(items: [Item], effects: GroupEffects = GroupEffects()) {
            self.items = items
            self.effects = effects
        }

        /// The union of the children's bounds, mapped through the effects.
        var bounds: CGRect {
            effects.map(items.reduce(CGRect.null) { $0.union($1.bounds) })
        }
    }

    /// The effects of a group. The defaults change nothing.
    package struct GroupEffects: Equatable, Sendable {
        /// Maps the children (and the clip) from root coordinates to where they are drawn.
        package var transform: CGAffineTransform
        /// Multiplies the group's alpha, 0...1.
        package var opacity: Double
        /// Restricts drawing to the inside of this path (in the children's coordinates).
        package var clip: Clip?
        /// A shadow cast by the group's drawn pixels.
        package var shadow: Shadow?
        /// How the group composites onto what lies beneath.
        package var blendMode: BlendMode
        /// The radius of a Gaussian blur over the group, in points (0: none).
        package var blurRadius: CGFloat

        package init(transform: CGAffineTransform = .identity, opacity: Double = 1, clip: Clip? = nil,
                     shadow: Shadow? = nil, blendMode: BlendMode = .normal, blurRadius: CGFloat = 0) {
            self.transform = transform
            self.opacity = opacity
            self.clip = clip
            self.shadow = shadow
            self.blendMode = blendMode
            self.blurRadius = blurRadius
        }

        /// Whether the effects change nothing (a plain container).
        package var isIdentity: Bool { self == GroupEffects() }

        /// How far a blur of `radius` spreads pixels (three standard deviations of a Gaussian
        /// whose deviation is half the radius, rounded up).
        static func spread(ofBlurRadius radius: CGFloat) -> CGFloat { (radius * 1.5).rounded(.up) }

        /// Maps a rectangle in the children's coordinates to the region the group can touch.
        package func map(_ rect: CGRect) -> CGRect {
            guard !rect.isNull else { return rect }
            var result = rect
            if let clip {
                result = result.intersection(clip.path.boundingRect)
                if result.isNull || result.isEmpty { return .null }
            }
            result = result.applying(transform)
            if blurRadius > 0 {
                let spread = Self.spread(ofBlurRadius: blurRadius)
                result = result.insetBy(dx: -spread, dy: -spread)
            }
            if let shadow {
                let spread = Self.spread(ofBlurRadius: shadow.radius)
                result = result.union(result.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                    .insetBy(dx: -spread, dy: -spread))
            }
            return result
        }
    }

    /// A clip region.
    package struct Clip: Equatable, Sendable {
        package var path: Path
        package var style: FillStyle

        package init(path: Path, style: FillStyle = FillStyle()) {
            self.path = path
            self.style = style
        }
    }

    /// A drop shadow.
    package struct Shadow: Equatable, Sendable {
        package var color: Color.Resolved
        /// The blur radius, in points.
        package var radius: CGFloat
        package var offset: CGSize

        package init(color: Color.Resolved, radius: CGFloat, offset: CGSize = .zero) {
            self.color = color
            self.radius = radius
            self.offset = offset
        }
    }
}
