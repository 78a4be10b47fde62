/// A view that displays one or more lines of read-only text.
///
/// A text is a unary leaf: its content is a list of runs (segments), each with its own style
/// when texts are concatenated with `+`. Text-specific modifiers (`.bold()`, `.font(_:)` on a
/// `Text`) return a `Text`, so they can be concatenated.
public struct Text: Equatable, Sendable {
    /// One run of a text.
    enum Segment: Equatable, Sendable {
        case verbatim(String)
        indirect case styled(Segment, TextStyle)

        var plainText: String {
            switch self {
            case .verbatim(let string): string
            case .styled(let segment, _): segment.plainText
            }
        }
    }

    /// The content and style, behind one reference: a `Text` copies with one retain and fits an
    /// existential's inline buffer, and the modifiers chained on a new text (`Text(s).bold()`)
    /// change its storage in place (copy-on-write).
    private(set) var storage: TextStorage

    /// The text's segments (one verbatim segment for most texts).
    var segments: [Segment] {
        switch storage.content {
        case .verbatim(let string): [.verbatim(string)]
        case .segments(let segments): segments
        }
    }

    /// Style applied to the whole text (by `Text` modifiers).
    var style: TextStyle { storage.style }

    /// Whether the text carries a style of its own.
    var hasStyle: Bool { storage.isStyled && !storage.style.isEmpty }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { storage = TextStorage(.verbatim(content)) }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = TextStorage(.verbatim(String(content))) }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(segments: key.segments)
    }

    /// Creates a text view that displays the formatted representation of a value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = TextStorage(.verbatim(format.format(input)))
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        storage = TextStorage(.verbatim(formatter.string(for: subject) ?? ""))
    }

    /// The text's content without styles.
    var plainText: String {
        switch storage.content {
        case .verbatim(let string): string
        case .segments(let segments): segments.map(\.plainText).joined()
        }
    }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.styledSegments + rhs.styledSegments)
    }

    init(segments: [Segment]) {
        if segments.count == 1, case .verbatim(let string) = segments[0] {
            storage = TextStorage(.verbatim(string))
        } else {
            storage = TextStorage(.segments(segments))
        }
    }

    /// Segments with this text's own style folded into each.
    var styledSegments: [Segment] {
        guard hasStyle else { return segments }
        let style = storage.style
        return segments.map { .styled($0, style) }
    }

    /// This text with `change` made to its style: in place when the storage isn't shared (a
    /// modifier chained on a new text), else on a copy.
    mutating func changeStyle(_ change: (inout TextStyle) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = TextStorage(storage.content, style: storage.style, isStyled: storage.isStyled)
        }
        change(&storage.style)
        storage.isStyled = true
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.content == rhs.storage.content && lhs.storage.style == rhs.storage.style
    }
}

/// A `Text`'s content and style (see `Text.storage`). Changed only while one `Text` holds it
/// (`isKnownUniquelyReferenced`), so shared storage is never mutated.
final class TextStorage: @unchecked Sendable {
    /// What a text shows.
    enum Content: Equatable, Sendable {
        /// One string without styles of its own (most texts).
        case verbatim(String)
        /// Several segments, or styled ones (concatenations, keys with interpolated texts).
        case segments([Text.Segment])
    }

    let content: Content
    // `@exclusivity(unchecked)`: written only while one `Text` holds the storage, by a modifier
    // (no access overlaps another); a dynamic check per read of a text's style costs more.
    /// The style of the whole text (empty for most texts).
    @exclusivity(unchecked) var style: TextStyle
    /// Whether a modifier set ``style`` (which may still be empty: `.bold(false)`).
    @exclusivity(unchecked) var isStyled: Bool

    /// Storage without a style.
    init(_ content: Content) {
        self.content = content
        self.style = TextStyle()
        self.isStyled = false
    }

    /// Storage with `style` (a copy of another storage's).
    init(_ content: Content, style: TextStyle, isStyled: Bool) {
        self.content = content
        self.style = style
        self.isStyled = isStyled
    }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: PrimitiveView {}

extension Text: CustomStringConvertible {
    public var description: String { "Text(\(plainText.debugDescription))" }
}
