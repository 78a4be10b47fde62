import Foundation

/// Resolves lazy-grid column (or row) definitions to concrete tracks, from the definitions
/// and the available length alone.
///
/// 1. The gaps between definitions are each definition's `spacing` (the default spacing
///    when `nil`), and `.fixed` definitions take their size first.
/// 2. The length left is shared equally by the `.flexible` and `.adaptive` definitions
///    (an adaptive definition's bounds being its minimum and infinity); a definition whose
///    bounds the equal share violates takes its bound instead, and the others share the rest.
/// 3. An `.adaptive(minimum:maximum:)` definition given length `W` with spacing `s` holds
///    `k = max(1, ⌊(W + s) / (minimum + s)⌋)` tracks of `min(maximum, (W − (k − 1)s) / k)`
///    each (never below `minimum`).
///
/// Example: `[.fixed(70), .adaptive(minimum: 40)]` in 200 points: 200 − 70 − 8 = 122 for the
/// adaptive definition, `k = ⌊130 / 48⌋ = 2`, so two tracks of (122 − 8) / 2 = 57.
enum GridColumnSizing {
    /// One resolved track.
    struct Track: Equatable {
        /// The track's offset from the start of the grid.
        var offset: CGFloat
        /// The track's length.
        var length: CGFloat
        /// The alignment of items in the track, if the definition gives one.
        var alignment: Alignment?
        /// The index of the definition the track comes from.
        var itemIndex: Int
    }

    /// The tracks for `items` in `availableLength`.
    ///
    /// - Complexity: O(n log n + t) for n definitions and t resulting tracks.
    static func tracks(for items: [GridItem], availableLength: CGFloat,
                       defaultSpacing: CGFloat = ViewSpacing.defaultDistance) -> [Track] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        let gaps = spacings.dropLast().reduce(0, +)
        var lengths = [CGFloat](repeating: 0, count: items.count)
        var remaining = availableLength - gaps

        var flexible: [(index: Int, minimum: CGFloat, maximum: CGFloat)] = []
        for (index, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length):
                lengths[index] = Swift.max(0, length)
                remaining -= lengths[index]
            case .flexible(let minimum, let maximum):
                flexible.append((index, minimum, Swift.max(minimum, maximum)))
            case .adaptive(let minimum, _):
                flexible.append((index, minimum, .infinity))
            }
        }
        // Share the rest: a definition whose bound the equal share violates takes that bound
        // and leaves the sharing, until every remaining definition takes the equal share.
        var sharing = flexible
        while !sharing.isEmpty {
            let share = remaining / CGFloat(sharing.count)
            if let index = sharing.firstIndex(where: { share < $0.minimum }) {
                lengths[sharing[index].index] = sharing[index].minimum
                remaining -= sharing[index].minimum
                sharing.remove(at: index)
            } else if let index = sharing.firstIndex(where: { share > $0.maximum }) {
                lengths[sharing[index].index] = sharing[index].maximum
                remaining -= sharing[index].maximum
                sharing.remove(at: index)
            } else {
                for entry in sharing { lengths[entry.index] = share }
                sharing.removeAll()
            }
        }

        var tracks: [Track] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 { offset += spacings[index - 1] }
            switch item.size {
            case .fixed, .flexible:
                tracks.append(Track(offset: offset, length: lengths[index], alignment: item.alignment, itemIndex: index))
                offset += lengths[index]
            case .adaptive(let minimum, let maximum):
                let share = lengths[index]
                let spacing = spacings[index]
                let count = Swift.max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
                let length = Swift.max(minimum, Swift.min(maximum, (share - CGFloat(count - 1) * spacing) / CGFloat(count)))
                for trackIndex in 0..<count {
                    if trackIndex > 0 { offset += spacing }
                    tracks.append(Track(offset: offset, length: length, alignment: item.alignment, itemIndex: index))
                    offset += length
                }
            }
        }
        return tracks
    }
}
