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

    var segments: [Segment]
    /// The style of the whole text, shared; `nil` when empty (most texts). Kept behind a
    /// reference so that a `Text` is two words: it fits an existential's inline buffer (no
    /// allocation when it becomes an `any View`) and copies with two retains.
    private(set) var styleStorage: TextStyleStorage?

    /// Style applied to the whole text (by `Text` modifiers).
    var style: TextStyle {
        get { styleStorage?.style ?? TextStyle() }
        set { styleStorage = newValue.isEmpty ? nil : TextStyleStorage(newValue) }
    }

    /// Whether the text carries a style of its own.
    var hasStyle: Bool { styleStorage != nil }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { segments = [.verbatim(content)] }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [.verbatim(String(content))] }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
    }

    /// Creates a text view that displays the formatted representation of a value.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [.verbatim(format.format(input))]
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible value.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        segments = [.verbatim(formatter.string(for: subject) ?? "")]
    }

    /// The text's content without styles.
    var plainText: String { segments.map(\.plainText).joined() }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.styledSegments + rhs.styledSegments)
    }

    init(segments: [Segment]) { self.segments = segments }

    /// Segments with this text's own style folded into each.
    var styledSegments: [Segment] {
        guard let style = styleStorage?.style else { return segments }
        return segments.map { .styled($0, style) }
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        guard lhs.segments == rhs.segments else { return false }
        if lhs.styleStorage === rhs.styleStorage { return true }
        return lhs.style == rhs.style
    }
}

/// A `Text`'s own style, shared between copies (see `Text.style`).
final class TextStyleStorage: Sendable {
    let style: TextStyle

    init(_ style: TextStyle) { self.style = style }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: PrimitiveView {}

extension Text: CustomStringConvertible {
    public var description: String { "Text(\(plainText.debugDescription))" }
}
