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

    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.finishedSegments }

    /// The resolved string.
    var resolved: String { segments.map(\.plainText).joined() }

    /// Represents the contents of a string literal with interpolations while it's being built.
    ///
    /// Consecutive plain pieces are joined into one string (one run, as SwiftUI shapes an
    /// interpolated key as one string), so `Text("\(row)")` is one segment.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The pieces before ``pending``.
        private var segments: [Text.Segment] = []
        /// Plain text appended since the last interpolated `Text`.
        private var pending = ""
        /// Whether ``pending`` holds an appended piece (possibly empty).
        private var hasPending = false

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// The key's segments.
        var finishedSegments: [Text.Segment] {
            guard hasPending else { return segments }
            return segments.isEmpty ? [.verbatim(pending)] : segments + [.verbatim(pending)]
        }

        private mutating func appendPlain(_ string: String) {
            if hasPending { pending += string } else { pending = string }
            hasPending = true
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { appendPlain(literal) }
        }

        public mutating func appendInterpolation(_ string: String) { appendPlain(string) }

        public mutating func appendInterpolation<T>(_ value: T) { appendPlain(String(describing: value)) }

        /// Appends an integer in decimal (what `String(describing:)` gives, without its
        /// dynamic look-ups: `Text("\(row)")` in a 10,000-row list).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { appendPlain(value.description) }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendPlain(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendPlain(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendPlain(format.format(input))
        }

        public mutating func appendInterpolation(_ text: Text) {
            if hasPending {
                segments.append(.verbatim(pending))
                pending = ""
                hasPending = false
            }
            // The text's own style (`Text("b").bold()`) goes with its segments.
            segments.append(contentsOf: text.styledSegments)
        }
    }
}
