/// The nodes of an array of layout nodes, read without a retain and a release per read.
///
/// Reading a class reference out of an array and calling a method on it retains and releases
/// it around the call; the stack algorithm does that for every child at every step of every
/// measurement. The array holds every node strongly, so while it is alive and unchanged its
/// nodes are too: make this from an array the caller keeps alive for as long as it reads
/// (a parameter of the function that reads), or from a node's own `children` (the node keeps
/// ``LayoutNode/childNodes`` up to date with them), and never from a temporary.
typealias UnretainedNodes = UnretainedReferences<LayoutNode>

/// The elements of an array of class references, read without a retain and a release per
/// read (the layout engine's ``UnretainedNodes``, the graph's `NodeChildren.forEachUnretained`).
///
/// Arrays of class references are always contiguous native storage on Linux, so the element
/// storage has a stable address for the array's lifetime. Not isolated, and read through an
/// inlined closure: a main-actor closure handed to a generic function of the standard library
/// (`withUnsafeBufferPointer`) costs an executor check per call.
struct UnretainedReferences<Element: AnyObject> {
    private let base: UnsafePointer<Unmanaged<Element>>?
    /// The number of elements.
    let count: Int

    /// No elements.
    static var none: Self { Self(base: nil, count: 0) }

    private init(base: UnsafePointer<Unmanaged<Element>>?, count: Int) {
        self.base = base
        self.count = count
    }

    /// The elements of `elements`, which must outlive every read (see the type's notes).
    init(_ elements: [Element]) {
        count = elements.count
        base = elements.withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: Unmanaged<Element>.self)
        }
    }

    /// Calls `body` with the element at `index`, not retained for the call.
    @inline(__always)
    func with<R>(_ index: Int, _ body: (Element) -> R) -> R {
        precondition(index >= 0 && index < count, "UnretainedReferences index out of range")
        return base.unsafelyUnwrapped[index].withInstance(body)
    }
}

extension Unmanaged {
    /// Calls `body` with the instance, not retained for the call.
    ///
    /// In this module on purpose: a closure literal written in main-actor code and handed to
    /// the standard library's `_withUnsafeGuaranteedRef` (or `withExtendedLifetime`,
    /// `withUnsafeTemporaryAllocation`) checks the executor on every call (the standard library
    /// is built without strict concurrency); handed to this function it doesn't, and `body` is
    /// passed on as a value.
    @inline(__always)
    func withInstance<R>(_ body: (Instance) -> R) -> R {
        _withUnsafeGuaranteedRef(body)
    }
}
