/// A snapshot of a part of the view graph, for tests and tools: each node's view type, its
/// identity under its parent, and its children.
public struct ResolvedTree: CustomStringConvertible, Sendable {
    /// The view type's name (e.g. `VStack<TupleView<(Text, Button<Text>)>>`).
    public let typeName: String
    /// The view type's name without generic arguments (e.g. `VStack`).
    public let baseName: String
    /// The node's identity under its parent (`body`, `index(1)`, `element(3)`, `explicit("a")`…).
    public let id: String
    /// For a `Text`, its content.
    public let text: String?
    /// The number of subviews the node contributes to its container.
    public let subviewCount: Int
    /// The node's children in the graph.
    public let children: [ResolvedTree]

    @MainActor
    init(_ node: ViewNode) {
        typeName = node.typeName
        baseName = ViewTypeName.base(node.viewType)
        id = node.key.description
        text = node.viewAs(Text.self)?.plainText
        subviewCount = node.subviewCount
        children = node.children.map(ResolvedTree.init)
    }

    /// The tree with only its user-visible structure: transparent nodes (tuples, groups,
    /// conditionals, modifiers' internals) are kept, one line per node, indented.
    public var description: String {
        var lines: [String] = []
        func walk(_ tree: ResolvedTree, _ depth: Int) {
            let label = tree.text.map { "\(tree.baseName) \($0.debugDescription)" } ?? tree.baseName
            lines.append(String(repeating: "  ", count: depth) + "\(label) [\(tree.id)]")
            for child in tree.children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n")
    }

    /// All nodes in depth-first order.
    public var allNodes: [ResolvedTree] {
        [self] + children.flatMap(\.allNodes)
    }
}

extension ChildKey: CustomStringConvertible {
    var description: String {
        switch self {
        case .body: "body"
        case .index(let index): "index(\(index))"
        case .branch(let branch): branch ? "true" : "false"
        case .identifiedElement(let identity):
            identity.occurrence == 0
                ? "element(\(identity.id.base))" : "element(\(identity.id.base), #\(identity.occurrence))"
        case .integerElement(let id): "element(\(id))"
        case .explicitIdentity(let identity): "explicit(\(identity.id.base))"
        case .auxiliary(let index): "auxiliary(\(index))"
        }
    }
}
