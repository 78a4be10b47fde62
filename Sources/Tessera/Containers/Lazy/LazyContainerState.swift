import Foundation

/// The virtualizing engine behind `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid`
/// (the payload of their nodes), meant to serve `List` too.
///
/// A lazy container's items are its content's resolved subviews, counted without building
/// them (`ViewNode.subviewCount`; a `ForEach` whose row type has a static subview count
/// answers in O(1)). Items are grouped in *lines* along the container's axis: one item per
/// line in a stack, one row of cells in a grid (``perLine``).
///
/// One layout round:
/// 1. **Realize** (``layoutChildren(in:)``, when the graph refreshes the container's layout
///    children): build the items of the lines that intersect the last known visible interval
///    plus a prefetch margin, and release the rows built before that are no longer needed
///    (`ForEachState.releaseRow`: the row's nodes go, its `@State` is parked by identity).
///    A stack measures each line it builds that has no measured length yet and stops at the
///    first line starting beyond the interval, so an estimate from a few lines (on the first
///    frame, the first line only — maybe a short header) doesn't decide how many are built.
///    Outside a scroll view along the axis, every line is realized: the container lays out
///    like a regular stack.
/// 2. **Measure** (the container's `Layout.sizeThatFits`, through ``record(lines:lengths:cross:spacing:)``):
///    the realized lines' lengths are recorded in ``LazyLineExtents`` (per cross proposal);
///    unmeasured lines are estimated at the average, so the container's length is an estimate.
/// 3. **Place** (``didPlace(_:)``, the layout node's `onPlacement`): read the viewport of the
///    enclosing scroll view (``ScrollState``). If a `scrollTo` target waits, move the offset
///    to it. Else, if the line that was at the top of the viewport moved because estimates
///    were corrected, move the scroll offset by the same amount (the visible content stays
///    still). Else record the visible interval, and when it needs other lines, ask the graph
///    to refresh the container (`ViewGraph.containerNeedsRefresh`), which starts another
///    round in the same host update.
///
/// Per round the work is O(realized lines) (plus O(log) look-ups in the extents); nothing is
/// O(items).
///
/// Differs from SwiftUI: a `ForEach` whose row type has no static subview count makes every
/// row built (Divergences Z2); the prefetch margin (10 % of the viewport) and the estimate (the
/// average measured line) are Tessera's own choices (Z3).
@MainActor
final class LazyContainerState {
    /// The axis the container lays its lines along.
    let axis: Axis
    private(set) weak var node: ViewNode?
    private weak var attachedLayoutNode: LayoutNode?

    /// The number of items per line for a cross-axis proposal (1 for a stack; a grid's track
    /// count).
    var itemsPerLine: (CGFloat?) -> Int = { _ in 1 }
    /// Items per line as of the last placement.
    private(set) var perLine = 1
    /// Whether a line is one item whose length is its own, proposed the container's cross
    /// length (a stack; not a grid, whose cells are proposed their tracks): then a realization
    /// measures the lines it builds as it goes and stops once they fill the interval.
    var measuresLinesWhileRealizing = false
    /// The number of items, as of the last realization.
    private(set) var itemCount = 0
    /// The items of each line, as of the last realization (a grid's section headers and
    /// footers take lines of their own).
    private(set) var lineMap = LazyLineMap(itemCount: 0, perLine: 1)
    /// The section headers and footers pinned to the viewport (see ``LazyPinnedItem``).
    var pinnedViews: PinnedScrollableViews = []
    /// The pinned items realized, and where they are placed (from the last placement).
    private(set) var realizedPins: [LazyPinnedItem] = []
    private(set) var pinnedOffsets: [Int: CGFloat] = [:]
    /// The item of each layout child, in the order handed out: the realized lines' items, then
    /// the pinned items outside them (drawn above the rows).
    private(set) var childItems: [Int] = []
    /// The realized lines and their items (the container's layout children, in order).
    private(set) var realizedLines: Range<Int> = 0..<0
    private(set) var realizedSubviews: [ResolvedSubview] = []
    private var realizedRows: [ObjectIdentifier: ReleasableRow] = [:]
    /// The layout children handed out last time (to hide the ones dropped).
    private var realizedLayoutNodes: [LayoutNode] = []

    private var extentsByCross: [CGFloat?: LazyLineExtents] = [:]
    private var placedCross: CGFloat??
    /// The viewport along the axis, in the container's coordinates, at the last placement.
    private var visible: ClosedRange<CGFloat>?
    private var viewportLength: CGFloat = 0
    /// The line at the top of the viewport at the last placement, and where it started then.
    private var anchor: (line: Int, offset: CGFloat)?
    /// A pending `scrollTo`: the item and where to put it in the viewport.
    private(set) var scrollTarget: (item: Int, anchor: UnitPoint?)?

    init(axis: Axis) {
        self.axis = axis
    }

    var lineCount: Int { lineMap.lineCount }

    /// The extents measured at the cross-axis proposal of the last placement.
    var placedExtents: LazyLineExtents { extents(forCross: placedCross ?? nil) }

    func extents(forCross cross: CGFloat?) -> LazyLineExtents {
        if let existing = extentsByCross[cross] { return existing }
        var made = LazyLineExtents()
        made.defaultEstimate = extentsByCross.values.first?.estimate ?? 0
        return made
    }

    // MARK: Realizing

    /// The layout nodes of the items to show now, building them (and releasing the rows no
    /// longer needed). Called when the graph collects the container's layout children.
    func layoutChildren(in node: ViewNode) -> [LayoutNode] {
        self.node = node
        attach(to: node.layoutNode)
        guard let content = node.children.first else {
            release(keeping: [:])
            realizedLines = 0..<0
            realizedSubviews = []
            realizedPins = []
            childItems = []
            return handOut([])
        }
        let count = content.subviewCount
        let map = LazyLineMap(itemCount: count, perLine: perLine,
                              ownLines: perLine > 1 ? content.sectionHeaderAndFooterItems() : [])
        if count != itemCount || map != lineMap {
            itemCount = count
            lineMap = map
            // Indices now point at other data: measurements by index are stale.
            for key in Array(extentsByCross.keys) { extentsByCross[key]?.removeAllMeasurements() }
            if let anchor, anchor.line >= lineCount { self.anchor = nil }
            if let target = scrollTarget, target.item >= count { scrollTarget = nil }
        }
        let plan = linesToRealize(in: node)
        var subviews: [ResolvedSubview] = []
        var rows: [ObjectIdentifier: ReleasableRow] = [:]
        subviews.reserveCapacity(lineMap.items(ofLines: plan.lines).count)
        // Filling, the extents at the placed cross length are taken out (so that recording
        // doesn't copy them) and put back below.
        let cross = placedCross ?? nil
        var filled = plan.fillingUpTo.map { _ in extentsByCross.removeValue(forKey: cross) ?? extents(forCross: cross) }
        var lines = plan.lines
        for line in plan.lines {
            if let end = plan.fillingUpTo, line > lines.lowerBound, filled!.offset(ofLine: line) > end {
                lines = lines.lowerBound..<line
                break
            }
            for item in lineMap.items(ofLine: line) {
                let subview = content.subview(at: item)
                subviews.append(subview)
                if let row = ReleasableRow(containing: subview.node, below: node) { rows[ObjectIdentifier(row.row)] = row }
            }
            // Filling, a line is one item: the subview just built.
            if filled != nil, filled!.measuredLength(ofLine: line) == nil, let built = subviews.last {
                // Measured as the container's child (which it is once handed out below), so it
                // isn't measured again when it joins.
                let layoutNode = built.layoutNode
                if let container = node.layoutNode { layoutNode.joinAhead(of: container) }
                filled!.record(measuredLength(of: layoutNode, cross: cross), forLine: line)
            }
        }
        if let filled { modifyExtents(forCross: cross) { $0 = filled } }
        let items = lineMap.items(ofLines: lines)
        // Pinned headers and footers: built even when scrolled away, handed out last.
        var itemOrder = Array(items)
        realizedPins = pinnedItems(in: content)
        let pinned = Set(realizedPins.map(\.item))
        if !pinned.isEmpty {
            var ordered: [ResolvedSubview] = [], last: [ResolvedSubview] = []
            itemOrder = []
            for (item, subview) in zip(items, subviews) where !pinned.contains(item) {
                ordered.append(subview)
                itemOrder.append(item)
            }
            for pin in realizedPins {
                let subview = items.contains(pin.item) ? subviews[pin.item - items.lowerBound] : content.subview(at: pin.item)
                if let row = ReleasableRow(containing: subview.node, below: node) { rows[ObjectIdentifier(row.row)] = row }
                last.append(subview)
                itemOrder.append(pin.item)
            }
            subviews = ordered + last
        }
        release(keeping: rows)
        realizedLines = lines
        realizedSubviews = subviews
        childItems = itemOrder
        return handOut(subviews.map(\.layoutNode))
    }

    /// Returns `nodes` as the new layout children; the ones dropped that stay in the graph
    /// (static content isn't released) are marked not placed, so they are neither drawn nor
    /// hit at their last frame.
    private func handOut(_ nodes: [LayoutNode]) -> [LayoutNode] {
        let kept = Set(nodes.map(ObjectIdentifier.init))
        for old in realizedLayoutNodes where !kept.contains(ObjectIdentifier(old)) { old.didHide() }
        realizedLayoutNodes = nodes
        return nodes
    }

    private func release(keeping kept: [ObjectIdentifier: ReleasableRow]) {
        for (id, row) in realizedRows where kept[id] == nil { row.release() }
        realizedRows = kept
    }

    private func attach(to layoutNode: LayoutNode?) {
        guard let layoutNode, attachedLayoutNode !== layoutNode else { return }
        attachedLayoutNode = layoutNode
        layoutNode.onPlacement = { [weak self] placed in self?.didPlace(placed) }
    }

    /// The lines to build: `lines`, or, with `fillingUpTo`, the first of them up to the one
    /// starting beyond that position once the lines before it are measured.
    private func linesToRealize(in node: ViewNode) -> (lines: Range<Int>, fillingUpTo: CGFloat?) {
        guard lineCount > 0 else { return (0..<0, nil) }
        guard let scroll = node.enclosingScrollState(along: axis) else { return (0..<lineCount, nil) }
        if let viewport = scroll.viewport { viewportLength = length(of: viewport.size) }
        let extents = placedExtents
        let margin = prefetchMargin
        if let target = scrollTarget {
            let line = min(lineMap.line(ofItem: target.item), lineCount - 1)
            let start = extents.offset(ofLine: line)
            return (lines(covering: (start - viewportLength - margin)...(start + viewportLength + margin), in: extents), nil)
        }
        if let visible {
            let interval = (visible.lowerBound - margin)...(visible.upperBound + margin)
            guard measuresLinesWhileRealizing, perLine == 1 else { return (lines(covering: interval, in: extents), nil) }
            // The estimate (the lines measured so far: on the first frame, the first line only,
            // maybe a short header) doesn't decide how many lines fill the viewport: the lines
            // built are measured, and building stops at the first one starting beyond it.
            let first = extents.line(at: max(0, interval.lowerBound), lineCount: lineCount)
            return (first..<min(first + lineCap(for: interval, in: extents), lineCount), interval.upperBound)
        }
        // Before the first placement: one line, to learn an estimate.
        return (0..<1, nil)
    }

    /// A lone item's length along the axis, proposed the cross length `cross` (what the
    /// stack's layout measures next: the answer is kept in the node's size cache).
    private func measuredLength(of layoutNode: LayoutNode, cross: CGFloat?) -> CGFloat {
        let proposal = axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
        return length(of: layoutNode.sizeThatFits(proposal))
    }

    /// The headers and footers to pin for the last visible interval.
    private func pinnedItems(in content: ViewNode) -> [LazyPinnedItem] {
        guard !pinnedViews.isEmpty, let visible, lineCount > 0 else { return [] }
        let extents = placedExtents
        let top = extents.line(at: max(0, visible.lowerBound), lineCount: lineCount)
        let bottom = extents.line(at: max(0, visible.upperBound - 0.5), lineCount: lineCount)
        return content.pinnedItems(pinnedViews, top: lineMap.items(ofLine: top).lowerBound,
                                   bottom: lineMap.items(ofLine: bottom).lowerBound)
    }

    /// How far beyond the viewport lines are built ahead of scrolling.
    private var prefetchMargin: CGFloat { max(16, viewportLength * 0.1) }

    /// The lines intersecting `interval`, at most one viewport's worth of minimal lines
    /// (so zero-length lines can't make everything realized).
    private func lines(covering interval: ClosedRange<CGFloat>, in extents: LazyLineExtents) -> Range<Int> {
        let first = extents.line(at: max(0, interval.lowerBound), lineCount: lineCount)
        let last = extents.line(at: interval.upperBound, lineCount: lineCount)
        return first..<min(last + 1, first + lineCap(for: interval, in: extents), lineCount)
    }

    /// The most lines `interval` takes: as many as lines of the estimated length fill, plus 2.
    private func lineCap(for interval: ClosedRange<CGFloat>, in extents: LazyLineExtents) -> Int {
        let cap = Int(((interval.upperBound - interval.lowerBound) / max(1, extents.estimate + extents.spacing)).rounded(.up)) + 2
        return max(1, cap)
    }

    private func length(of size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func along(_ point: CGPoint) -> CGFloat { axis == .vertical ? point.y : point.x }

    /// Asks the graph to realize again (another round in the same host update).
    private func requestRealization() {
        guard let node else { return }
        node.graph.containerNeedsRefresh(node)
    }

    // MARK: Measuring

    /// Records the measured `lengths` of `lines` (in any order) at cross proposal `cross`.
    @discardableResult
    func record(lines: [Int], lengths: [CGFloat], cross: CGFloat?, spacing: CGFloat) -> LazyLineExtents {
        modifyExtents(forCross: cross) { extents in
            extents.spacing = spacing
            for (line, length) in zip(lines, lengths) {
                extents.record(length, forLine: line)
            }
            return extents
        }
    }

    /// Runs `body` on the extents measured at `cross`, in place (no copy of their arrays),
    /// making them first if needed (keeping at most 4 cross lengths').
    @discardableResult
    private func modifyExtents<R>(forCross cross: CGFloat?, _ body: (inout LazyLineExtents) -> R) -> R {
        if extentsByCross[cross] == nil {
            let made = extents(forCross: cross)
            if extentsByCross.count >= 4 {
                for key in Array(extentsByCross.keys) where key != placedCross ?? nil { extentsByCross[key] = nil }
            }
            extentsByCross[cross] = made
        }
        return body(&extentsByCross[cross]!)
    }

    // MARK: Placing

    /// Called when the container's layout node is placed, before its children are.
    func didPlace(_ layoutNode: LayoutNode) {
        guard let node, node.isMounted else { return }
        let cross = axis == .vertical ? layoutNode.placementProposal.width : layoutNode.placementProposal.height
        placedCross = .some(cross)
        let wanted = max(1, itemsPerLine(cross))
        if wanted != perLine {
            perLine = wanted
            for key in Array(extentsByCross.keys) { extentsByCross[key]?.removeAllMeasurements() }
            anchor = nil
            requestRealization()
            return
        }
        guard let scroll = node.enclosingScrollState(along: axis), let viewport = scroll.viewport,
              let contentOrigin = scroll.contentOrigin else {
            visible = nil
            pinnedOffsets = [:]
            if realizedLines != 0..<lineCount { requestRealization() }
            return
        }
        viewportLength = length(of: viewport.size)
        let start = along(layoutNode.globalFrame.origin)
        let extents = placedExtents
        let scrollOffset = along(scroll.offset)
        if let target = scrollTarget {
            scrollTo(target, extents: extents, startInContent: start - along(contentOrigin), currentOffset: scrollOffset, scroll: scroll)
            return
        }
        if let anchor, anchor.line < lineCount, realizedLines.contains(anchor.line) {
            let drift = extents.offset(ofLine: anchor.line) - anchor.offset
            if abs(drift) > 0.5 {
                self.anchor = (anchor.line, anchor.offset + drift)
                scroll.setOffset(moved(scroll.offset, by: drift))
                return
            }
        }
        let lower = along(viewport.origin) - start
        let interval = lower...(lower + viewportLength)
        visible = interval
        if !pinnedViews.isEmpty, let content = node.children.first {
            pinnedOffsets = [:]
            for pin in realizedPins { pinnedOffsets[pin.item] = pin.offset(visible: interval, extents: extents, lines: lineMap) }
            if pinnedItems(in: content) != realizedPins {
                requestRealization()
                return
            }
        }
        let top = extents.line(at: max(0, lower), lineCount: lineCount)
        anchor = lineCount > 0 ? (top, extents.offset(ofLine: top)) : nil
        let needed = lines(covering: interval, in: extents)
        if !needed.isEmpty && !(realizedLines.contains(needed.lowerBound) && realizedLines.contains(needed.upperBound - 1)) {
            requestRealization()
        } else if realizedLines.count > needed.count + 2 * Int((prefetchMargin / max(1, extents.estimate + extents.spacing)).rounded(.up)) + 2 {
            // Far more lines than the viewport needs (the viewport shrank): release some.
            requestRealization()
        }
    }

    private func moved(_ offset: CGPoint, by delta: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: offset.x, y: offset.y + delta) : CGPoint(x: offset.x + delta, y: offset.y)
    }

    /// Scrolls `scroll` so that `target`'s line is where its anchor says, once that line is
    /// realized and measured.
    private func scrollTo(_ target: (item: Int, anchor: UnitPoint?), extents: LazyLineExtents, startInContent: CGFloat,
                          currentOffset: CGFloat, scroll: ScrollState) {
        let line = min(lineMap.line(ofItem: target.item), lineCount - 1)
        guard line >= 0, realizedLines.contains(line), let length = extents.measuredLength(ofLine: line) else {
            if line < 0 { scrollTarget = nil } else { requestRealization() }
            return
        }
        let lineStart = startInContent + extents.offset(ofLine: line)
        let fraction = target.anchor.map { axis == .vertical ? $0.y : $0.x }
        // With the least scrolling, an item goes beside its section's pinned header and
        // footer, not under them.
        var before: CGFloat = 0, after: CGFloat = 0
        if fraction == nil, let content = node?.children.first {
            for pin in content.pinnedItems(pinnedViews, top: target.item, bottom: target.item) where pin.item != target.item {
                let pinLength = extents.length(ofLine: lineMap.line(ofItem: pin.item))
                if pin.isHeader { before = pinLength } else { after = pinLength }
            }
        }
        let desired = ScrollState.offset(showing: lineStart - before, length: length + before + after,
                                         viewportLength: viewportLength, current: currentOffset, anchor: fraction)
        scrollTarget = nil
        anchor = nil
        scroll.setOffset(moved(scroll.offset, by: desired - currentOffset))
        let newLower = desired - startInContent
        visible = newLower...(newLower + viewportLength)
        requestRealization()
    }

    /// Asks to bring item `item` into view, at `anchor` (`nil`: the least scrolling that
    /// shows it). Takes effect in the next update.
    func scroll(toItem item: Int, anchor: UnitPoint?) {
        scrollTarget = (item, anchor)
        requestRealization()
    }
}

/// A `ForEach` row that a lazy container built and may release.
@MainActor
struct ReleasableRow {
    let row: ViewNode
    let forEach: ViewNode

    /// The `ForEach` row that holds `node`: the nearest one, looking up from `node` to the
    /// container, of a `ForEach` that builds rows on demand (its row type has a static
    /// subview count). Static content isn't released, nor rows of a `ForEach` that builds all
    /// its rows anyway (a `ForEach` of `Section`s: releasing one would drop the other items
    /// it holds, only for it to be built again).
    init?(containing node: ViewNode, below container: ViewNode) {
        var current: ViewNode? = node
        while let candidate = current, candidate !== container {
            if let parent = candidate.parent, let state = parent.payload as? ForEachState, state.rowSubviewCount != nil {
                row = candidate
                forEach = parent
                return
            }
            current = candidate.parent
        }
        return nil
    }

    func release() {
        guard row.isMounted, forEach.isMounted, let state = forEach.payload as? ForEachState else { return }
        state.releaseRow(row, in: forEach)
    }
}
