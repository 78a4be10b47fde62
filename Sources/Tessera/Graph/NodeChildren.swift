/// A ``ViewNode``'s children in order: none, one held inline, or several in an array.
///
/// Most nodes have exactly one child (a composite view's body, a modifier's content, a
/// stack's content); holding it inline spares the one-element `[ViewNode]` each of them
/// allocated. It is a random-access, range-replaceable collection of nodes, so callers read
/// and edit it as they would an array; the graph's hot paths use ``only`` and ``first``,
/// which read the storage directly.
///
/// Invariant: `.many` may hold any number of nodes (a reserved array before its first
/// append, an array left with one node after a removal); `.one` always holds exactly one.
struct NodeChildren {
    private enum Storage {
        case none
        case one(ViewNode)
        case many([ViewNode])
    }

    private var storage: Storage

    /// No children.
    init() { storage = .none }

    /// One child, held inline.
    init(_ node: ViewNode) { storage = .one(node) }

    /// `nodes` in order (one node is held inline, without the array).
    init(_ nodes: [ViewNode]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    /// The child when there is exactly one.
    var only: ViewNode? {
        switch storage {
        case .none: return nil
        case .one(let node): return node
        case .many(let nodes): return nodes.count == 1 ? nodes[0] : nil
        }
    }

    /// The first child, if any.
    var first: ViewNode? {
        switch storage {
        case .none: return nil
        case .one(let node): return node
        case .many(let nodes): return nodes.first
        }
    }

    /// The last child, if any.
    var last: ViewNode? {
        switch storage {
        case .none: return nil
        case .one(let node): return node
        case .many(let nodes): return nodes.last
        }
    }

    /// Calls `body` with each child in order, not retained for the call (each call on a node
    /// read out of an array retains and releases it otherwise). The children must not change
    /// during the walk: `self` is a parameter and holds them meanwhile.
    @inline(__always)
    func forEachUnretained(_ body: (ViewNode) -> Void) {
        switch storage {
        case .none:
            return
        case .one(let node):
            Unmanaged.passUnretained(node).withInstance(body)
        case .many(let nodes):
            let unretained = UnretainedReferences(nodes)
            for index in 0..<unretained.count { unretained.with(index, body) }
        }
    }

    /// Runs `body` on the children as an array, which it may change; the result is stored
    /// back (one node inline). The array is taken out first, so it is not copied to change.
    private mutating func withArray<R>(_ body: (inout [ViewNode]) -> R) -> R {
        var nodes: [ViewNode]
        switch storage {
        case .none: nodes = []
        case .one(let node): nodes = [node]
        case .many(let array): nodes = array
        }
        storage = .none
        defer { self = NodeChildren(nodes) }
        return body(&nodes)
    }
}

extension NodeChildren: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    init(arrayLiteral nodes: ViewNode...) { self.init(nodes) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    var count: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let nodes): return nodes.count
        }
    }

    var isEmpty: Bool {
        switch storage {
        case .none: return true
        case .one: return false
        case .many(let nodes): return nodes.isEmpty
        }
    }

    subscript(index: Int) -> ViewNode {
        get {
            switch storage {
            case .one(let node):
                precondition(index == 0, "NodeChildren index out of range")
                return node
            case .many(let nodes):
                return nodes[index]
            case .none:
                preconditionFailure("NodeChildren index out of range")
            }
        }
        set {
            if case .one = storage {
                precondition(index == 0, "NodeChildren index out of range")
                storage = .one(newValue)
            } else {
                withArray { $0[index] = newValue }
            }
        }
    }

    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with nodes: C) where C.Element == ViewNode {
        withArray { $0.replaceSubrange(range, with: nodes) }
    }

    /// Adds `node` after the others (inline when it is the only one).
    mutating func append(_ node: ViewNode) {
        switch storage {
        case .none:
            storage = .one(node)
        case .one(let first):
            storage = .many([first, node])
        case .many(var nodes):
            storage = .none
            nodes.append(node)
            storage = .many(nodes)
        }
    }

    /// Reserves room for `capacity` children (an array only when that is more than one).
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > 1 else { return }
        switch storage {
        case .none:
            var nodes: [ViewNode] = []
            nodes.reserveCapacity(capacity)
            storage = .many(nodes)
        case .one(let node):
            var nodes: [ViewNode] = []
            nodes.reserveCapacity(capacity)
            nodes.append(node)
            storage = .many(nodes)
        case .many(var nodes):
            storage = .none
            nodes.reserveCapacity(capacity)
            storage = .many(nodes)
        }
    }

    /// Removes every child; `keepCapacity` keeps an array's storage (an empty `.many`), which
    /// ``withArray(_:)`` would turn back into `.none`.
    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        guard keepCapacity, case .many(var nodes) = storage else {
            storage = .none
            return
        }
        storage = .none
        nodes.removeAll(keepingCapacity: true)
        storage = .many(nodes)
    }
}

extension NodeChildren {
    /// The number of subviews these nodes contribute (see ``ViewNode/subviewCount``), each
    /// read unretained (as ``UnretainedNodes`` reads layout nodes).
    @MainActor var totalSubviewCount: Int { Self.totalSubviewCount(of: self) }

    /// `nodes` is a parameter: it holds the nodes while they are read unretained.
    @MainActor private static func totalSubviewCount(of nodes: NodeChildren) -> Int {
        var count = 0
        nodes.forEachUnretained { count += $0.subviewCount }
        return count
    }
}
