import Foundation

/// A section header or footer that a lazy stack or grid pins to its scroll view's viewport
/// (`pinnedViews: [.sectionHeaders, .sectionFooters]`): the item, and the items of its section.
struct LazyPinnedItem: Equatable {
    let item: Int
    let isHeader: Bool
    /// The section's items (header, rows, footer).
    let section: Range<Int>

    /// Where the pinned item starts along the axis (container coordinates) for the visible
    /// interval: a header stays at the top of the viewport while its section is there, pushed
    /// up by the section's end; a footer stays at the bottom, pushed down by the section's start.
    func offset(visible: ClosedRange<CGFloat>, extents: LazyLineExtents, lines: LazyLineMap) -> CGFloat {
        let line = lines.line(ofItem: item)
        let natural = extents.offset(ofLine: line)
        let length = extents.length(ofLine: line)
        if isHeader {
            let last = lines.line(ofItem: section.upperBound - 1)
            let sectionEnd = extents.offset(ofLine: last) + extents.length(ofLine: last)
            return min(max(natural, visible.lowerBound), sectionEnd - length)
        }
        let sectionStart = extents.offset(ofLine: lines.line(ofItem: section.lowerBound))
        return max(min(natural, visible.upperBound - length), sectionStart)
    }
}

extension ViewNode {
    /// The header and footer to pin for the items at the top (`top`) and the bottom
    /// (`bottom`) of the viewport: those of the innermost `Section`s holding them.
    ///
    /// - Complexity: O(depth × siblings) per section looked up; rows are not built.
    func pinnedItems(_ pinned: PinnedScrollableViews, top: Int, bottom: Int) -> [LazyPinnedItem] {
        var result: [LazyPinnedItem] = []
        if pinned.contains(.sectionHeaders), let section = sectionParts(ofItem: top), section.header > 0 {
            result.append(LazyPinnedItem(item: section.items.lowerBound, isHeader: true, section: section.items))
        }
        if pinned.contains(.sectionFooters), let section = sectionParts(ofItem: bottom), section.footer > 0 {
            let footer = LazyPinnedItem(item: section.items.upperBound - 1, isHeader: false, section: section.items)
            if !result.contains(where: { $0.item == footer.item }) { result.append(footer) }
        }
        return result
    }

    /// The items of the innermost `Section` holding item `item` of this content node, with
    /// the number of header and footer items.
    private func sectionParts(ofItem item: Int) -> (items: Range<Int>, header: Int, footer: Int)? {
        guard item >= 0, item < subviewCount else { return nil }
        var current: ViewNode? = subview(at: item).node
        while let node = current, node !== self {
            if node.viewIs((any SectionView).self), node.children.count == 3, let first = firstSubviewIndex(of: node) {
                return (first..<(first + node.subviewCount), node.children[0].subviewCount, node.children[2].subviewCount)
            }
            current = node.parent
        }
        return nil
    }

    /// The index, among this node's subviews, of the first subview of `descendant`; `nil`
    /// when it contributes no subviews of its own (inside a unary view, or a transform's source).
    func firstSubviewIndex(of descendant: ViewNode) -> Int? {
        var index = 0
        var child = descendant
        while child !== self {
            guard let parent = child.parent else { return nil }
            switch parent.subviewBehavior {
            case .unary, .detached:
                return nil
            case .distributing:
                break
            case .transparent:
                for sibling in parent.children { if sibling === child { break }; index += sibling.subviewCount }
            case .transform:
                guard parent.children.first !== child else { return nil }
                for sibling in parent.children.dropFirst() { if sibling === child { break }; index += sibling.subviewCount }
            case .elements:
                let state = parent.payload as! ForEachState
                if let perRow = state.rowSubviewCount {
                    guard let offset = state.offset(of: child.key) else { return nil }
                    index += offset * perRow
                } else {
                    for sibling in parent.children { if sibling === child { break }; index += sibling.subviewCount }
                }
            }
            child = parent
        }
        return index
    }
}

extension LazyContainerState: DrawsSubviewsLast {
    /// The pinned headers and footers, drawn above the rows scrolling under them.
    var subviewsDrawnLast: [ResolvedSubview] {
        realizedSubviews.suffix(realizedPins.count)
    }
}
