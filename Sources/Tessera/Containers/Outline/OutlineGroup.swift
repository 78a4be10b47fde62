/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// Each element whose `children` key path gives a collection becomes a `DisclosureGroup` with
/// the element's view as its label and an `OutlineGroup` of the children as its content; each
/// element whose `children` is `nil` is a leaf that shows the element's view. Expansion state is
/// kept per element identity by the outermost group, so it survives updates, reordering, and
/// the collapsing of an ancestor. Collapsed children are never built.
///
/// Inside a `List`, every visible node is a row, indented by its depth.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    /// The expanded elements' ids, shared by the nested groups of an outline (`nil` at the
    /// root, which keeps them in its own state).
    var sharedExpansion: Binding<Set<AnyHashable>>? = nil
    @State private var expandedIDs: Set<AnyHashable> = []

    init(data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf, sharedExpansion: Binding<Set<AnyHashable>>? = nil) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
        self.sharedExpansion = sharedExpansion
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element, Data == [DataElement] {
        self.init(data: [root], id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements and a key path to its
    /// elements' children.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, the key path to its identifier, and
    /// a key path to its children.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element, Data == [DataElement] {
        self.init(data: [root], id: id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements, the key path to a
    /// data element's identifier, and a key path to its children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(data: data, id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        let expansion = sharedExpansion ?? $expandedIDs
        ForEach(data, id: id) { element in
            OutlineNode(group: self, element: element, expansion: expansion)
        }
    }
}

/// One element of an outline group: a disclosure group over its children, or a leaf.
private struct OutlineNode<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let group: OutlineGroup<Data, ID, Parent, Leaf, Subgroup>
    let element: Data.Element
    let expansion: Binding<Set<AnyHashable>>
    @Environment(\.outlineContext) private var context

    var body: some View {
        if let children = element[keyPath: group.children] {
            let key = AnyHashable(element[keyPath: group.id])
            DisclosureGroup(isExpanded: Binding(
                get: { expansion.wrappedValue.contains(key) },
                set: { isExpanded in
                    if isExpanded { expansion.wrappedValue.insert(key) } else { expansion.wrappedValue.remove(key) }
                }
            )) {
                // Type-erased: the group's content is an outline group of the same type.
                OutlineSubgroupChildren(AnyView(OutlineGroup<Data, ID, Parent, Leaf, Subgroup>(
                    data: children, id: group.id, children: group.children, content: group.content,
                    sharedExpansion: expansion)))
            } label: {
                group.content(element)
            }
        } else {
            // A list indents leaves by their container value; elsewhere the leaf makes room for
            // the chevron its sibling groups show.
            group.content(element)
                .padding(.leading, context.isListRows ? 0 : DisclosureLabelRow<EmptyView>.indicatorWidth)
                .containerValue(\.isOutlineLeaf, true)
        }
    }
}

/// A type-erased view representing the children in an outline subgroup.
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    init(_ content: AnyView) { self.content = content }

    public var body: some View { content }
}
