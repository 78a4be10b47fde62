import Testing
@_spi(Testing) @testable import Tessera

private struct Toggled: View {
    @State var shows = true
    var body: some View {
        VStack {
            if shows {
                HStack { Text("inner") }
            }
            Button("Toggle") { shows.toggle() }
        }
    }
}

@MainActor
private func firstNode(in node: ViewNode?, where matches: (ViewNode) -> Bool) -> ViewNode? {
    guard let node else { return nil }
    if matches(node) { return node }
    for child in node.children {
        if let found = firstNode(in: child, where: matches) { return found }
    }
    return nil
}

/// `ViewNode.parent` is an unowned reference kept valid by the graph (not `weak`): it must
/// never point to a destroyed node, and a mounted node's parent is the node holding it.
@MainActor
@Suite("Graph: parent references")
struct ParentReferenceTests {
    @Test("every mounted node's parent holds it among its children")
    func mountedParents() {
        let host = OffscreenHost(rootView: Toggled())
        host.update()
        var checked = 0
        func check(_ node: ViewNode) {
            for child in node.children {
                #expect(child.parent === node)
                checked += 1
                check(child)
            }
        }
        check(host.graph.root!)
        #expect(host.graph.root?.parent == nil)
        #expect(checked > 5)
    }

    @Test("a removed subtree's root forgets its parent; the nodes below keep theirs while alive")
    func detachedSubtree() {
        let host = OffscreenHost(rootView: Toggled())
        host.update()
        let stack = firstNode(in: host.graph.root) { $0.typeName.hasPrefix("HStack") }
        let text = firstNode(in: stack) { $0.viewIs(Text.self) }
        let holder = stack?.parent  // the `if`'s node, which keeps its slot
        #expect(stack != nil && holder != nil)
        #expect(text?.parent === stack)
        host.tapButton("Toggle")
        host.update()
        #expect(firstNode(in: host.graph.root) { $0.typeName.hasPrefix("HStack") } == nil)
        #expect(holder?.children.contains { $0 === stack } == false)
        // The removed subtree's root was detached: it no longer refers to the `if`'s node.
        #expect(stack?.parent == nil)
        // Inside the removed subtree, parents are alive (held here) and still known.
        #expect(text?.parent === stack)
    }

    @Test("a node that outlives its parent sees no parent (as a weak reference would)")
    func outlivedParent() {
        var text: ViewNode?
        weak var stack: ViewNode?
        do {
            let host = OffscreenHost(rootView: Toggled())
            host.update()
            let found = firstNode(in: host.graph.root) { $0.typeName.hasPrefix("HStack") }
            stack = found
            text = firstNode(in: found) { $0.viewIs(Text.self) }
            #expect(text?.parent != nil)
            host.dismantle()
        }
        // The host, its graph and every node but the one held here are gone.
        #expect(stack == nil)
        #expect(text?.parent == nil)
    }

    @Test("ForEach Int ids: increasing, out of order and repeated ids get the keys a dictionary count gives")
    func integerElementIDs() {
        func occurrences(_ ids: [Int]) -> [Int] {
            var counter = IntegerElementIDs()
            return ids.map { counter.occurrence(of: $0) }
        }
        func expected(_ ids: [Int]) -> [Int] {
            var seen: [Int: Int] = [:]
            return ids.map { id in
                defer { seen[id, default: 0] += 1 }
                return seen[id, default: 0]
            }
        }
        for ids in [[], [1, 2, 3, 10], [3, 1, 2, 3, 3, 1], [-5, 0, 0, 7, 2, 7, -5], [5, 4, 3, 2, 1, 5]] {
            #expect(occurrences(ids) == expected(ids))
        }
    }

    @Test("a modifier's layout role is read at its offset in ModifiedContent")
    func modifierOffset() {
        // Content sizes that need padding before the modifier, and ones that don't.
        let host = OffscreenHost(rootView: VStack(spacing: 0) {
            Text("a").frame(width: 30, height: 11)
            Color.red.frame(width: 12, height: 7).padding(3)
            Spacer().frame(width: 4, height: 5).offset(x: 2)
        }, size: CGSize(width: 200, height: 200))
        host.update()
        let frames = host.layoutFrames.map(\.frame.size)
        #expect(frames.contains(CGSize(width: 30, height: 11)))
        #expect(frames.contains(CGSize(width: 18, height: 13)))
        #expect(frames.contains(CGSize(width: 4, height: 5)))
    }
}
