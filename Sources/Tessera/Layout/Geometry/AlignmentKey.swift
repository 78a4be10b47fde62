import Foundation

/// The identity of one alignment guide: its ``AlignmentID`` type and its axis.
///
/// ``HorizontalAlignment`` and ``VerticalAlignment`` both wrap an `AlignmentKey`; the engine
/// keys alignment-guide tables and explicit-alignment caches by it.
struct AlignmentKey: Hashable, @unchecked Sendable {
    /// The type that computes the guide's default value.
    let id: any AlignmentID.Type
    /// The axis along which the guide's value is measured.
    let axis: Axis

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.axis == rhs.axis && ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's value in `dimensions` when nothing sets it explicitly.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }

    /// Combines children's explicit values into a container's explicit value.
    func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            id.combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

extension HorizontalAlignment {
    /// The horizontal alignment with the identity `key`.
    init(key: AlignmentKey) { self.init(key.id) }
}

extension VerticalAlignment {
    /// The vertical alignment with the identity `key`.
    init(key: AlignmentKey) { self.init(key.id) }
}
