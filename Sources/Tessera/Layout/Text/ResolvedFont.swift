import Foundation

/// A concrete font: the face and size a text engine measures and a renderer draws.
package struct ResolvedFont: Hashable, Sendable {
    /// The family name, or `nil` for the system family.
    package var family: String?
    /// The point size.
    package var size: CGFloat
    package var weight: Font.Weight
    package var design: Font.Design
    package var isItalic: Bool
    package var usesMonospacedDigits: Bool

    package init(family: String? = nil, size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default,
         isItalic: Bool = false, usesMonospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.usesMonospacedDigits = usesMonospacedDigits
    }

    /// The same face at `scale` times the size.
    package func scaled(by scale: CGFloat) -> ResolvedFont {
        var copy = self
        copy.size *= scale
        return copy
    }
}
