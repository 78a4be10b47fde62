/// Information about a section of a view: its header, content, footer and container values.
public struct SectionConfiguration: Identifiable {
    /// A type-erased identifier for a section.
    public struct ID: Hashable, Sendable {
        let serial: Int
    }

    /// The identity of the section.
    public let id: ID
    /// The container values associated with the section.
    public let containerValues: ContainerValues
    /// The header view of the section (empty when it has none).
    public let header: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
    /// The footer view of the section (empty when it has none).
    public let footer: SubviewsCollection
    /// Whether the section is a run of subviews outside any `Section` (not a `Section` the
    /// content declared).
    var isImplicit = false
}

/// An opaque collection representing the sections of view.
///
/// Content outside any `Section` forms implicit sections (a run of such subviews is one
/// section); there is always at least one section.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ViewNode {
    /// The sections of this node's subviews: `Section` nodes become sections; runs of other
    /// subviews become implicit sections.
    ///
    /// - Complexity: O(subviews), except that a `ForEach` of a static row type that is alone
    ///   in its section stays unbuilt (O(1)).
    func resolveSections() -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [ResolvedSubview] = []
        /// A run of loose subviews that is exactly the rows of one on-demand `ForEach` (kept
        /// unbuilt: a lazy container builds the ones it shows).
        var lazyLoose: ViewNode?
        func flushLoose() {
            let empty = SubviewsCollection(list: [])
            if let rows = lazyLoose {
                lazyLoose = nil
                sections.append(SectionConfiguration(
                    id: SectionConfiguration.ID(serial: -rows.serial), containerValues: ContainerValues(),
                    header: empty, content: SubviewsCollection(node: rows), footer: empty, isImplicit: true))
            }
            guard !loose.isEmpty else { return }
            sections.append(SectionConfiguration(
                id: SectionConfiguration.ID(serial: -loose[0].id), containerValues: ContainerValues(),
                header: empty, content: SubviewsCollection(list: loose), footer: empty, isImplicit: true))
            loose = []
        }
        func visit(_ node: ViewNode, wrappers: [ViewNode]) {
            if node.viewIs((any SectionView).self), node.children.count == 3 {
                flushLoose()
                var values = ContainerValues()
                for wrapper in wrappers.reversed() { wrapper.applyContainerValue(to: &values) }
                func part(_ child: ViewNode) -> SubviewsCollection {
                    if wrappers.isEmpty { return SubviewsCollection(node: child) }
                    var subviews = child.resolvedSubviews
                    for index in subviews.indices { subviews[index].wrappers.append(contentsOf: wrappers) }
                    return SubviewsCollection(list: subviews)
                }
                sections.append(SectionConfiguration(
                    id: SectionConfiguration.ID(serial: node.serial), containerValues: values,
                    header: part(node.children[0]), content: part(node.children[1]), footer: part(node.children[2])))
                return
            }
            if let rows = lazyLoose, node.subviewBehavior == .unary || node.subviewBehavior == .distributing {
                // More loose subviews follow the on-demand rows, in the same section: build them.
                lazyLoose = nil
                loose = rows.resolvedSubviews
            }
            switch node.subviewBehavior {
            case .unary:
                loose.append(ResolvedSubview(node: node, wrappers: wrappers))
            case .distributing:
                guard let content = node.children.first else { return }
                if content.subviewCount == 1 && !content.containsSection {
                    loose.append(ResolvedSubview(node: node, wrappers: wrappers))
                } else {
                    visit(content, wrappers: [node] + wrappers)
                }
            case .detached:
                return
            case .elements where wrappers.isEmpty && loose.isEmpty && lazyLoose == nil && node.buildsRowsOnDemand:
                // Rows of a static row type hold no `Section`: they stay unbuilt.
                lazyLoose = node
            case .transparent, .elements, .transform:
                if node.subviewBehavior == .elements { _ = node.resolvedSubviews }
                let children = node.subviewBehavior == .transform ? node.children.dropFirst() : node.children[...]
                for child in children { visit(child, wrappers: wrappers) }
            }
        }
        visit(self, wrappers: [])
        flushLoose()
        if sections.isEmpty {
            let empty = SubviewsCollection(list: [])
            sections.append(SectionConfiguration(id: SectionConfiguration.ID(serial: -serial), containerValues: ContainerValues(),
                                                 header: empty, content: empty, footer: empty, isImplicit: true))
        }
        return sections
    }

    /// Whether this is a `ForEach` whose rows have a static subview count (built on demand,
    /// and holding no `Section`, which has no static count).
    var buildsRowsOnDemand: Bool {
        subviewBehavior == .elements && (payload as? ForEachState)?.rowSubviewCount != nil
    }

    /// Whether a `Section` is among this node's transparent descendants.
    var containsSection: Bool {
        if viewIs((any SectionView).self) { return true }
        switch subviewBehavior {
        case .unary: return false
        default: return children.contains { $0.containsSection }
        }
    }
}
