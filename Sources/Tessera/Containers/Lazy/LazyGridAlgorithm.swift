import Foundation

/// Measures and places a lazy grid's realized cells.
///
/// The grid's tracks across its axis (a `LazyVGrid`'s columns) come from the definitions and
/// the cross-axis length alone (``GridColumnSizing``, DESIGN §3); a line (a `LazyVGrid`'s
/// row) holds one cell per track and is as long as its longest cell. Lines are virtualized
/// like a lazy stack's items (``LazyContainerState``, with `perLine` = the track count, which
/// follows the available length on resize).
struct LazyGridAlgorithm {
    /// The axis the lines are laid along (vertical for `LazyVGrid`).
    var axis: Axis
    var tracks: [GridItem]
    /// How the block of tracks is aligned across the axis.
    var alignment: AlignmentKey
    var spacing: CGFloat?
    var state: LazyContainerState

    /// The tracks for a cross-axis proposal (an unspecified one resolves like a zero length:
    /// each definition at its minimum).
    static func resolvedTracks(_ items: [GridItem], cross: CGFloat?) -> [GridColumnSizing.Track] {
        let available = cross.map { $0.isFinite ? $0 : 0 } ?? 0
        return GridColumnSizing.tracks(for: items, availableLength: available)
    }

    private func crossProposal(_ proposal: ProposedViewSize) -> CGFloat? {
        axis == .vertical ? proposal.width : proposal.height
    }

    private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    private var lineSpacing: CGFloat { spacing ?? ViewSpacing.defaultDistance }

    /// Where a cell sits across the axis: its track's offset and length, or the whole block
    /// for a section header or footer (which spans every track).
    private func crossSlot(ofItem item: Int, map: LazyLineMap, tracks resolved: [GridColumnSizing.Track],
                           block: CGFloat) -> (offset: CGFloat, length: CGFloat, alignment: Alignment) {
        guard let track = map.track(ofItem: item) else { return (0, block, .center) }
        let resolvedTrack = resolved[track % resolved.count]
        return (resolvedTrack.offset, resolvedTrack.length, resolvedTrack.alignment ?? .center)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let cross = crossProposal(proposal)
        let resolved = Self.resolvedTracks(tracks, cross: cross)
        let blockLength = resolved.last.map { $0.offset + $0.length } ?? 0
        let total: CGFloat = onMainActor {
            guard !resolved.isEmpty, resolved.count == state.perLine else {
                // Another track count than the placed one: estimate from what is known.
                let lines = resolved.isEmpty ? 0 : (state.itemCount + resolved.count - 1) / resolved.count
                return state.extents(forCross: cross).totalLength(lineCount: lines)
            }
            let map = state.lineMap, items = state.childItems
            var lengths: [Int: CGFloat] = [:]
            for (offset, subview) in subviews.enumerated() where offset < items.count {
                let slot = crossSlot(ofItem: items[offset], map: map, tracks: resolved, block: blockLength)
                let line = map.line(ofItem: items[offset])
                lengths[line] = max(lengths[line] ?? 0, along(subview.sizeThatFits(cellProposal(slot.length))))
            }
            let lines = lengths.keys.sorted()
            return state.record(lines: lines, lengths: lines.map { lengths[$0]! }, cross: cross, spacing: lineSpacing)
                .totalLength(lineCount: state.lineCount)
        }
        let crossLength = cross.map { $0.isFinite ? $0 : blockLength } ?? blockLength
        return axis == .vertical ? CGSize(width: crossLength, height: total) : CGSize(width: total, height: crossLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let cross = crossProposal(proposal)
        let resolved = Self.resolvedTracks(tracks, cross: cross)
        guard !resolved.isEmpty else { return }
        let (extents, map, items, pinned, perLine) = onMainActor {
            (state.extents(forCross: cross), state.lineMap, state.childItems, state.pinnedOffsets, state.perLine)
        }
        guard perLine == resolved.count else { return }
        let blockLength = resolved.last.map { $0.offset + $0.length } ?? 0
        let crossBounds = axis == .vertical ? bounds.width : bounds.height
        let blockSize = axis == .vertical ? CGSize(width: blockLength, height: 0) : CGSize(width: 0, height: blockLength)
        let boundsSize = axis == .vertical ? CGSize(width: crossBounds, height: 0) : CGSize(width: 0, height: crossBounds)
        let blockStart = ViewDimensions(size: boundsSize)[alignment] - ViewDimensions(size: blockSize)[alignment]
        for (offset, subview) in subviews.enumerated() where offset < items.count {
            let item = items[offset]
            let slot = crossSlot(ofItem: item, map: map, tracks: resolved, block: blockLength)
            let line = map.line(ofItem: item)
            let lineStart = pinned[item] ?? extents.offset(ofLine: line)
            let lineLength = extents.length(ofLine: line)
            let child = cellProposal(slot.length)
            let dimensions = subview.dimensions(in: child)
            let cell = axis == .vertical
                ? CGRect(x: blockStart + slot.offset, y: lineStart, width: slot.length, height: lineLength)
                : CGRect(x: lineStart, y: blockStart + slot.offset, width: lineLength, height: slot.length)
            let cellDimensions = ViewDimensions(size: cell.size)
            let x = cell.minX + cellDimensions[slot.alignment.horizontal] - dimensions[slot.alignment.horizontal]
            let y = cell.minY + cellDimensions[slot.alignment.vertical] - dimensions[slot.alignment.vertical]
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: child)
        }
    }
}

extension LazyGridAlgorithm: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.axis == rhs.axis && sameDefinitions(lhs.tracks, rhs.tracks) && lhs.alignment == rhs.alignment
            && lhs.spacing == rhs.spacing && lhs.state === rhs.state
    }
}

/// Whether two track definitions are the same (`GridItem` is not `Equatable` in SwiftUI).
private func sameDefinitions(_ lhs: [GridItem], _ rhs: [GridItem]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { a, b in
        guard a.spacing == b.spacing, a.alignment == b.alignment else { return false }
        switch (a.size, b.size) {
        case let (.fixed(x), .fixed(y)): return x == y
        case let (.flexible(x1, x2), .flexible(y1, y2)), let (.adaptive(x1, x2), .adaptive(y1, y2)): return x1 == y1 && x2 == y2
        default: return false
        }
    }
}
