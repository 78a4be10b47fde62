/// The data of a `ForEach` over the subviews of a view (`ForEach(subviews:)`).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let source: any View
    let transform: (Subview) -> Content
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    /// The collection is resolved by the view graph; as data it is empty.
    public subscript(position: Int) -> Subview { preconditionFailure("Index out of range") }
}

/// The data of a `ForEach` over the sections of a view (`ForEach(sections:)`).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let source: any View
    let transform: (SectionConfiguration) -> Content
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    /// The collection is resolved by the view graph; as data it is empty.
    public subscript(position: Int) -> SectionConfiguration { preconditionFailure("Index out of range") }
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the subviews of a given view.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(data: ForEachSubviewCollection(source: view, transform: content), idOf: { $0.id }, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the subviews of a given view.
    @available(swift, deprecated: 100000, renamed: "ForEach(subviews:content:)")
    public init<V: View>(subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.init(subviews: view, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the sections of a given view.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(data: ForEachSectionCollection(source: view, transform: content), idOf: { $0.id }, content: content)
    }

    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the sections of a given view.
    @available(swift, deprecated: 100000, renamed: "ForEach(sections:content:)")
    public init<V: View>(sectionOf view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(sections: view, content: content)
    }
}

/// A `ForEach` whose data is the resolved subviews or sections of a source view.
@MainActor
protocol SubviewTransformingData {
    /// Reconciles `node`: the source as its hidden first child, then one row per element.
    func reconcile(in node: ViewNode)
}

extension ForEachSubviewCollection: SubviewTransformingData {
    /// The transformed rows are a `ForEach` over the source's subviews, so they are built on
    /// demand: counting them counts the source's subviews (O(1) for a `ForEach` of a static
    /// row type), and a lazy container asking for row `i` builds only source subview `i` and
    /// its transform.
    func reconcile(in node: ViewNode) {
        node.reconcileTransform(of: source) { source in
            [(ChildKey.body, ForEach(SubviewsCollection(node: source), content: transform) as any View)]
        }
    }
}

extension ForEachSectionCollection: SubviewTransformingData {
    func reconcile(in node: ViewNode) {
        node.reconcileTransform(of: source) { source in
            source.resolveSections().map { section in
                (ChildKey.element(AnyHashable(section.id), occurrence: 0), transform(section) as any View)
            }
        }
    }
}

/// Transforms the subviews of a given view into a resulting content view.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
    public typealias Body = Never
}

/// Transforms the sections of a given view into a resulting content view.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content
    public typealias Body = Never
}

extension GroupElementsOfContent: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transform }

    func reconcile(in node: ViewNode) {
        node.reconcileTransform(of: subviews) { source in [(.body, transform(SubviewsCollection(node: source)))] }
    }
}

extension GroupSectionsOfContent: PrimitiveView {
    static var subviewBehavior: SubviewBehavior { .transform }

    func reconcile(in node: ViewNode) {
        node.reconcileTransform(of: sections) { source in
            [(.body, transform(SectionCollection(sections: source.resolveSections())))]
        }
    }
}

extension Group {
    /// Constructs a group from the subviews of the given view.
    @MainActor
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }

    /// Constructs a group from the subviews of the given view.
    @available(swift, deprecated: 100000, renamed: "Group(subviews:transform:)")
    @MainActor
    public init<Base: View, Result: View>(subviewsOf view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }

    /// Constructs a group from the sections of the given view.
    @MainActor
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }

    /// Constructs a group from the sections of the given view.
    @available(swift, deprecated: 100000, renamed: "Group(sections:transform:)")
    @MainActor
    public init<Base: View, Result: View>(sectionsOf view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init(sections: view, transform: transform)
    }
}

extension ViewNode {
    /// Reconciles a transforming node (`SubviewBehavior.transform`): its hidden source child
    /// (key `.auxiliary(0)`, always first) with `sourceView`, then the children `transform`
    /// makes from the source node. The source's subviews are shown only where the transform
    /// places them.
    func reconcileTransform(of sourceView: any View, _ transform: (ViewNode) -> [(key: ChildKey, view: any View)]) {
        let source: ViewNode
        if let first = children.first, first.key == .auxiliary(0), first.viewType == type(of: sourceView) {
            source = first
            source.update(to: sourceView, environment: environment)
        } else {
            children.first.map { if $0.key == .auxiliary(0) { $0.unmount(); children.removeFirst() } }
            source = ViewNode.make(graph: graph, parent: self, key: .auxiliary(0), view: sourceView, environment: environment)
            children.insert(source, at: 0)
        }
        let specs = transform(source)
        // Reconcile the transformed children without the source (it is already up to date).
        children.removeFirst()
        updateChildren(specs, environment: environment)
        children.insert(source, at: 0)
    }
}
