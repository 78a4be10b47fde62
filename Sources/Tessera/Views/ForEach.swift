/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element becomes one identity (its id); a `ForEach` of N elements contributes N
/// subviews (times the number of subviews each row contributes) to its container. Rows are
/// built on demand, so a lazy container can ask for the count and for row *i* alone.
///
/// Duplicate ids give a runtime warning, and every element is still shown (the second and later
/// occurrences of an id are told apart by their occurrence number).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    init(data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = idOf
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    ///
    /// The range should be constant: as in SwiftUI, the offset is the identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, idOf: { $0 }, content: content)
    }
}

extension ForEach {
    /// Creates an instance that computes views on demand over a binding to a collection of
    /// identifiable elements, passing each row a binding to its element.
    public init<C>(
        _ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C: MutableCollection, C: RandomAccessCollection, Content: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views on demand over a binding to a collection, using
    /// the given key path as each element's identifier.
    public init<C>(
        _ data: Binding<C>,
        id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
        C: MutableCollection, C: RandomAccessCollection, Content: View, C.Index: Hashable {
        let collection = data.snapshot
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(data: elements, idOf: { $0.1 }, content: { element in
            content(data[element.0])
        })
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach: PrimitiveView where Content: View {
    static var subviewBehavior: SubviewBehavior {
        Data.self is any SubviewTransformingData.Type ? .transform : .elements
    }

    func reconcile(in node: ViewNode) {
        if let transforming = data as? any SubviewTransformingData {
            transforming.reconcile(in: node)
            return
        }
        let state: ForEachState
        if let existing = node.payload as? ForEachState {
            state = existing
        } else {
            state = ForEachState(rowSubviewCount: Tessera.staticSubviewCount(of: Content.self))
            node.payload = state
        }
        let makeContent = contentMaker()
        state.update(keys: elementKeys(in: node), makeRow: { offset, node, build in
            // The row is read for the `ForEach` node; its node is built after, in place.
            let row = node.graph.withEvaluation(of: node) { makeContent(offset) }
            return BorrowedView.with(value: row, build)
        },
                     updateRow: { row, offset, environment in
            // Rows of one `ForEach` node all have its `Content` type.
            guard row.viewType == Content.self else { return false }
            row.update(toValue: makeContent(offset), environment: environment)
            return true
        }, in: node)
    }

    /// The row content for the element at an offset; over a `Range<Int>` the element is
    /// computed directly (no generic index arithmetic per row).
    private func contentMaker() -> (Int) -> Content {
        let content = self.content
        if let range = data as? Range<Int> {
            let lowerBound = range.lowerBound
            return { offset in content(unsafeBitCast(lowerBound + offset, to: Data.Element.self)) }
        }
        let data = self.data
        return { offset in content(data[data.index(data.startIndex, offsetBy: offset)]) }
    }

    /// The elements' keys: arithmetic for a range identified by its elements (no per-element
    /// work, so a million rows cost nothing), else one key per element, with a warning for
    /// duplicate ids.
    private func elementKeys(in node: ViewNode) -> ForEachKeys {
        if let range = data as? Range<Int>, isIdentifiedByElements(range) { return .range(range) }
        // Subviews are identified by their own id and never duplicate: key them on demand.
        // (A `Subview.ID` can only be the subview's own `id`.)
        if ID.self == Subview.ID.self, let subviews = data as? SubviewsCollection {
            return .subviews(subviews)
        }
        var keys: [ChildKey] = []
        keys.reserveCapacity(data.count)
        var duplicate: ID?
        if ID.self == Int.self {
            var ids = IntegerElementIDs()
            for element in data {
                let id = idOf(element)
                let occurrence = ids.occurrence(of: unsafeBitCast(id, to: Int.self))
                if occurrence > 0 { duplicate = duplicate ?? id }
                keys.append(.element(id: id, occurrence: occurrence))
            }
        } else {
            var occurrences: [ID: Int] = [:]
            for element in data {
                let id = idOf(element)
                let occurrence = occurrences[id, default: 0]
                if occurrence > 0 { duplicate = duplicate ?? id }
                occurrences[id] = occurrence + 1
                keys.append(.element(id: id, occurrence: occurrence))
            }
        }
        if let duplicate {
            node.graph.warnings.warnOnce(
                "ForEach<\(ViewTypeName.describe(Data.self)), \(ViewTypeName.describe(ID.self)), \(ViewTypeName.describe(Content.self))>: the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!",
                site: "ForEach.duplicate.\(ObjectIdentifier(Self.self))")
        }
        return .list(keys)
    }

    /// Whether each element of `range` is its own id (`ForEach(0..<n)`, `id: \.self`): checked
    /// at both ends, since an id function over a range is otherwise arbitrary.
    private func isIdentifiedByElements(_ range: Range<Int>) -> Bool {
        guard ID.self == Int.self else { return false }
        guard let first = data.first, let last = data.last else { return true }
        return idOf(first) as? Int == range.first && idOf(last) as? Int == range.last
    }
}
