/// The nodes of an array of view nodes, read without a retain and a release per read (as
/// ``UnretainedNodes`` reads layout nodes).
///
/// Calling a method on a node read out of an array retains and releases it around the call
/// (an `unowned(unsafe)` local doesn't stop the compiler); the graph's walks over children
/// (counting subviews, collecting their layout nodes) did that for every child. The array
/// holds its nodes: make this from an array the caller keeps alive and unchanged for as long
/// as it reads (a parameter of the function that reads), never from a temporary.
typealias UnretainedViewNodes = UnretainedReferences<ViewNode>

extension Array where Element == ViewNode {
    /// The number of subviews these nodes contribute (see ``ViewNode/subviewCount``), each
    /// read unretained.
    @MainActor var totalSubviewCount: Int { Self.totalSubviewCount(of: self) }

    /// `nodes` is a parameter: it holds the nodes while they are read unretained.
    @MainActor private static func totalSubviewCount(of nodes: [ViewNode]) -> Int {
        let unretained = UnretainedViewNodes(nodes)
        var count = 0
        for index in 0..<unretained.count { count += unretained.with(index) { $0.subviewCount } }
        return count
    }
}
