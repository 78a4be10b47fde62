/// The key for a localized string resource, with interpolated values.
///
/// Tessera has no localization tables yet: a key resolves to its own text, with interpolations
/// formatted (see docs/Divergences.md).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The pieces of the key: literal text and formatted interpolations.
    let segments: [Text.Segment]

    /// Creates a localized string key from the given string value.
    public init(_ value: String) { segments = [.verbatim(value)] }

    public init(stringLiteral value: String) { segments = [.verbatim(value)] }

    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The resolved string.
    var resolved: String { segments.map(\.plainText).joined() }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Text.Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.verbatim(literal)) }
        }

        public mutating func appendInterpolation(_ string: String) { segments.append(.verbatim(string)) }

        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.verbatim(String(describing: value))) }

        /// Appends an integer in decimal (what `String(describing:)` gives, without its
        /// dynamic look-ups: `Text("\(row)")` in a 10,000-row list).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { segments.append(.verbatim(value.description)) }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            segments.append(.verbatim(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            segments.append(.verbatim(formatter?.string(for: subject) ?? String(describing: subject)))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.verbatim(format.format(input)))
        }

        public mutating func appendInterpolation(_ text: Text) { segments.append(contentsOf: text.segments) }
    }
}
