extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the
    /// available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        var engineValue: TextTruncation {
            switch self {
            case .head: .head
            case .tail: .tail
            case .middle: .middle
            }
        }
    }

    /// The runs of this text in `environment`: each segment with its own style over the text's
    /// style over the environment's font.
    @MainActor
    func runs(in environment: EnvironmentValues) -> [TextRun] {
        styledRuns(in: environment).map(\.run)
    }

    /// A run with what it needs to be drawn.
    struct StyledRun: Equatable {
        var run: TextRun
        var foreground: Color?
        var isUnderlined: Bool
        var isStrikethrough: Bool
    }

    /// The runs with their colors and decorations (what is measured, and what is drawn), in
    /// the environment's ``EnvironmentValues/textCase``.
    @MainActor
    func styledRuns(in environment: EnvironmentValues) -> [StyledRun] {
        let base = environment.font ?? .body
        let textCase = environment.textCase
        var runs: [StyledRun] = []
        func append(_ segment: Segment, styles: [TextStyle]) {
            switch segment {
            case .verbatim(let string):
                var font = base
                var tracking: CGFloat = 0, kerning: CGFloat = 0, baselineOffset: CGFloat = 0
                var foreground: Color?
                var underline = false, strikethrough = false
                // Styles run outermost first; inner ones (a segment's own) override.
                for style in styles {
                    if let override = style.font { font = override }
                    if let color = style.foreground { foreground = color }
                }
                for style in styles {
                    underline = underline || style.isUnderlined
                    strikethrough = strikethrough || style.isStrikethrough
                }
                for style in styles {
                    if let weight = style.weight { font = font.weight(weight) }
                    if style.isBold { font = font.bold() }
                    if style.isItalic { font = font.italic() }
                    tracking += style.tracking
                    kerning += style.kerning
                    baselineOffset += style.baselineOffset
                }
                runs.append(StyledRun(
                    run: TextRun(textCase?.apply(to: string) ?? string, font: font.resolved(), tracking: tracking, kerning: kerning, baselineOffset: baselineOffset),
                    foreground: foreground, isUnderlined: underline, isStrikethrough: strikethrough))
            case .styled(let inner, let style):
                append(inner, styles: styles + [style])
            }
        }
        for segment in styledSegments { append(segment, styles: []) }
        return runs
    }
}

/// What a `Text` node keeps between updates: its styled runs (what is drawn), the measurer of
/// those runs (what is laid out), made once per change of text, font or layout options, and
/// the measurer's leaf sizing.
@MainActor
final class TextNodeState {
    let styledRuns: [Text.StyledRun]
    let measurer: TextMeasurer
    let leafSizing: LeafSizing

    init(styledRuns: [Text.StyledRun], measurer: TextMeasurer, leafSizing: LeafSizing) {
        self.styledRuns = styledRuns
        self.measurer = measurer
        self.leafSizing = leafSizing
    }
}

extension Text: LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole {
        let environment = node.environment
        let styled = styledRuns(in: environment)
        let options = environment.textLayoutOptions
        let engine = environment.textEngine
        let runs = styled.map(\.run)
        if let state = node.payload as? TextNodeState, state.measurer.runs == runs, state.measurer.options == options,
           type(of: state.measurer.engine) == type(of: engine) {
            // Only the paint or decorations changed (or nothing): the measurements stay.
            if state.styledRuns != styled {
                node.payload = TextNodeState(styledRuns: styled, measurer: state.measurer, leafSizing: state.leafSizing)
            }
            return .leaf(state.leafSizing)
        }
        let measurer = TextMeasurer(runs: runs, options: options, engine: engine)
        let sizing = measurer.leafSizing
        node.payload = TextNodeState(styledRuns: styled, measurer: measurer, leafSizing: sizing)
        return .leaf(sizing)
    }
}

extension EnvironmentValues {
    private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
    private enum ReservesSpaceKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private enum TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
    private enum MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
    private enum MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
    private enum LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
    private enum TextEngineKey: EnvironmentKey {
        static var defaultValue: any TextEngine { FixedAdvanceTextEngine() }
    }

    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the
    /// available space.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content
    /// wraps or contains newlines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the
    /// available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    var reservesLineSpace: Bool {
        get { self[ReservesSpaceKey.self] }
        set { self[ReservesSpaceKey.self] = newValue }
    }

    /// The engine that measures and lays out text (set by the host: Pango when rendering, the
    /// deterministic fixed-advance engine by default).
    package var textEngine: any TextEngine {
        get { self[TextEngineKey.self] }
        set { self[TextEngineKey.self] = newValue }
    }

    var textLayoutOptions: TextLayoutOptions {
        TextLayoutOptions(lineLimit: lineLimit, reservesSpace: reservesLineSpace,
                          truncationMode: truncationMode.engineValue, alignment: multilineTextAlignment,
                          minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing)
    }
}

extension View {
    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Sets a limit for the number of lines text can occupy in this view, optionally
    /// reserving the space of all of them.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservesLineSpace, reservesSpace)
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
}
