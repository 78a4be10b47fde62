import Foundation

/// A concrete font: the face and size a text engine measures and a renderer draws.
struct ResolvedFont: Hashable, Sendable {
    /// The family name, or `nil` for the system family.
    var family: String?
    /// The point size.
    var size: CGFloat
    var weight: Font.Weight
    var design: Font.Design
    var isItalic: Bool
    var usesMonospacedDigits: Bool

    init(family: String? = nil, size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default,
         isItalic: Bool = false, usesMonospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.usesMonospacedDigits = usesMonospacedDigits
    }

    /// The same face at `scale` times the size.
    func scaled(by scale: CGFloat) -> ResolvedFont {
        var copy = self
        copy.size *= scale
        return copy
    }
}
