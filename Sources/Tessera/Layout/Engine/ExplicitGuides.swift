/// The alignment guides that may have an explicit value somewhere in a layout subtree: the
/// guides a leaf reports (a text's baselines), the guides an `alignmentGuide` modifier
/// overrides, and — through containers whose explicit values come only from their subviews
/// (stacks, modifiers) — their children's. A custom `Layout` may answer any guide, so a
/// subtree holding one has ``any``.
///
/// A layout node whose subtree can't have an explicit value for a guide answers `nil` for it
/// at once, without arranging its children (a `VStack` asked for its explicit `.center`
/// would otherwise arrange itself and ask every child, down the tree).
struct ExplicitGuides {
    /// The guides, when the set is known (a handful at most).
    private(set) var keys: [AlignmentKey]
    /// Whether any guide may have an explicit value.
    private(set) var isAny: Bool

    init(_ keys: [AlignmentKey] = []) {
        self.keys = keys
        isAny = false
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
    var isEmpty: Bool { !isAny && keys.isEmpty }

    /// Whether `key` may have an explicit value.
    func contains(_ key: AlignmentKey) -> Bool {
        isAny || keys.contains(key)
    }

    /// Adds the guides of `other`.
    mutating func formUnion(_ other: ExplicitGuides) {
        if isAny { return }
        if other.isAny {
            self = .any
            return
        }
        // Adopting the other's keys shares their storage (a text's guides under a plain stack).
        if keys.isEmpty {
            keys = other.keys
            return
        }
        for key in other.keys where !keys.contains(key) { keys.append(key) }
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
