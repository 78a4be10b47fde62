/// The alignment guides that may have an explicit value somewhere in a layout subtree: the
/// guides a leaf reports (a text's baselines), the guides an `alignmentGuide` modifier
/// overrides, and — through containers whose explicit values come only from their subviews
/// (stacks, modifiers) — their children's. A custom `Layout` may answer any guide, so a
/// subtree holding one has ``any``.
///
/// A layout node whose subtree can't have an explicit value for a guide answers `nil` for it
/// at once, without arranging its children (a `VStack` asked for its explicit `.center`
/// would otherwise arrange itself and ask every child, down the tree).
///
/// Holds up to ``capacity`` guides in place, each as one word (no array: copying a set, which
/// every stack child query does, retains nothing and copies 40 bytes); a subtree with more
/// distinct guides is treated as ``any``, which only means asking — the answers are the same.
struct ExplicitGuides {
    /// The most guides kept by name; more make the set ``any``.
    static let capacity = 4

    // The guides kept, each as its alignment ID's type identity with the axis in the low bit
    // (type metadata is word-aligned); `0` for none.
    private var first: UInt = 0
    private var second: UInt = 0
    private var third: UInt = 0
    private var fourth: UInt = 0
    /// The number of guides kept (`first` … up to `fourth`).
    private(set) var count = 0
    /// Whether any guide may have an explicit value.
    private(set) var isAny = false

    /// No guides.
    init() {}

    init(_ keys: [AlignmentKey]) {
        for key in keys where !isAny { insert(Self.word(key)) }
    }

    /// No guide has an explicit value.
    static var none: ExplicitGuides { ExplicitGuides() }

    /// Any guide may have an explicit value.
    static var any: ExplicitGuides {
        var guides = ExplicitGuides()
        guides.isAny = true
        return guides
    }

    /// Whether no guide can have an explicit value.
    var isEmpty: Bool { !isAny && count == 0 }

    /// `key` as one word: equal words for equal keys (``AlignmentKey``'s `==`).
    private static func word(_ key: AlignmentKey) -> UInt {
        UInt(bitPattern: Int(bitPattern: ObjectIdentifier(key.id))) | (key.axis == .vertical ? 1 : 0)
    }

    private subscript(index: Int) -> UInt {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        default: fourth
        }
    }

    /// Whether `key` may have an explicit value.
    func contains(_ key: AlignmentKey) -> Bool {
        isAny || (count > 0 && contains(word: Self.word(key)))
    }

    private func contains(word: UInt) -> Bool {
        first == word || second == word || third == word || fourth == word
    }

    /// Adds the guide `word`; past ``capacity`` guides the set becomes ``any``.
    private mutating func insert(_ word: UInt) {
        if isAny || contains(word: word) { return }
        switch count {
        case 0: first = word
        case 1: second = word
        case 2: third = word
        case 3: fourth = word
        default:
            self = .any
            return
        }
        count += 1
    }

    /// Adds the guides of `other`.
    mutating func formUnion(_ other: ExplicitGuides) {
        if isAny { return }
        if other.isAny {
            self = .any
            return
        }
        if count == 0 {
            self = other
            return
        }
        for index in 0..<other.count where !isAny { insert(other[index]) }
    }

    /// Whether both name the same guides (in any order).
    func isSame(as other: ExplicitGuides) -> Bool {
        if isAny || other.isAny { return isAny == other.isAny }
        guard count == other.count else { return false }
        for index in 0..<count where !other.contains(word: self[index]) { return false }
        return true
    }
}

/// A layout whose explicit alignment values all come from its subviews' explicit values (a
/// stack merges them, a modifier moves its child's): for a guide no subview has, it has none.
protocol ExplicitAlignmentFromSubviews {}

extension HStackLayout: ExplicitAlignmentFromSubviews {}
extension VStackLayout: ExplicitAlignmentFromSubviews {}
extension ZStackLayout: ExplicitAlignmentFromSubviews {}
extension OverlayLayout: ExplicitAlignmentFromSubviews {}
extension ViewThatFitsLayout: ExplicitAlignmentFromSubviews {}
// These use the protocol's default (no explicit value at all). (Not `GeometryReaderLayout`:
// its node doesn't hear about its children's changes, so it couldn't know their guides.)
extension GridLayout: ExplicitAlignmentFromSubviews {}
extension GridRowLayout: ExplicitAlignmentFromSubviews {}
