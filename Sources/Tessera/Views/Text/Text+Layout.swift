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
        styledRuns(in: environment).runs
    }

    /// How a run is painted beyond its font: its own color and its decorations.
    struct RunPaint: Equatable {
        var foreground: Color?
        var isUnderlined: Bool
        var isStrikethrough: Bool

        /// The environment's paint, no decorations.
        static let plain = RunPaint(foreground: nil, isUnderlined: false, isStrikethrough: false)

        /// Whether this is ``plain`` (without comparing colors).
        var isPlain: Bool { foreground == nil && !isUnderlined && !isStrikethrough }
    }

    /// The runs of a text (what is measured) with how each is painted (what is drawn).
    struct StyledRuns: Equatable {
        var runs: [TextRun]
        /// Each run's paint, by run index; `nil` when every run is ``RunPaint/plain`` (so a plain
        /// text allocates one array, and equal stylings compare equal).
        var paints: [RunPaint]?

        /// The paint of the run at `index`.
        func paint(at index: Int) -> RunPaint { paints?[index] ?? .plain }

        /// Appends a run with the environment's paint.
        mutating func appendPlain(_ run: TextRun) {
            runs.append(run)
            paints?.append(.plain)
        }

        mutating func append(_ run: TextRun, paint: RunPaint) {
            if paints == nil, !paint.isPlain {
                paints = Array(repeating: .plain, count: runs.count)
            }
            runs.append(run)
            paints?.append(paint)
        }
    }

    /// The runs with their colors and decorations (what is measured, and what is drawn), in
    /// the environment's ``EnvironmentValues/textCase``.
    ///
    /// A text of one string (the common `Text("…")`, styled or not) makes one run and, when it
    /// is painted, one paint, each in an array of one: no arrays grown, no list of styles.
    @MainActor
    func styledRuns(in environment: EnvironmentValues) -> StyledRuns {
        styledRuns(base: environment.font ?? .body, plainFont: nil, textCase: environment.textCase,
                   inherited: environment.inheritedTextStyle)
    }

    /// ``styledRuns(in:)`` with the environment's values read once for all texts made in it.
    @MainActor
    func styledRuns(in text: TextEnvironment) -> StyledRuns {
        styledRuns(base: text.font, plainFont: text.resolvedFont, textCase: text.textCase, inherited: text.inheritedStyle)
    }

    /// ``styledRuns(in:)`` over the font `base` (resolved: `plainFont`, when known), under the
    /// style the views around set (`inherited`, outermost).
    private func styledRuns(base: Font, plainFont knownPlainFont: ResolvedFont?, textCase: Text.Case?,
                            inherited: TextStyle?) -> StyledRuns {
        let storage = self.storage
        if inherited == nil, case .verbatim(let string) = storage.content {
            let shown = textCase?.apply(to: string) ?? string
            if !storage.isStyled {
                return StyledRuns(runs: [TextRun(shown, font: knownPlainFont ?? base.resolved())], paints: nil)
            }
            // An empty style gives the plain run and paint.
            let (run, paint) = Self.styledRun(shown, base: base, styleOf: storage)
            return StyledRuns(runs: [run], paints: paint.isPlain ? nil : [paint])
        }
        let segments = self.segments
        var plainFont = knownPlainFont
        var styled = StyledRuns(runs: [], paints: nil)
        styled.runs.reserveCapacity(segments.count)
        // Styles run outermost first: the inherited one, the text's own, then each segment's,
        // outer to inner.
        var styles: [TextStyle] = []
        if let inherited { styles.append(inherited) }
        if hasStyle { styles.append(style) }
        let ownStyles = styles.count
        for segment in segments {
            var current = segment
            while case .styled(let inner, let style) = current {
                styles.append(style)
                current = inner
            }
            guard case .verbatim(let string) = current else { continue }
            let shown = textCase?.apply(to: string) ?? string
            if styles.isEmpty {
                let font = plainFont ?? base.resolved()
                plainFont = font
                styled.appendPlain(TextRun(shown, font: font))
            } else {
                let (run, paint) = Self.styledRun(shown, base: base, styles: styles, inheritedCount: inherited == nil ? 0 : 1)
                styled.append(run, paint: paint)
                styles.removeSubrange(ownStyles...)
            }
        }
        return styled
    }

    /// A run of `string` under the one style of `storage` (``styledRun(_:base:styles:)`` with
    /// one style, read in place: no copy of the style, its font and color).
    private static func styledRun(_ string: String, base: Font, styleOf storage: TextStorage) -> (TextRun, RunPaint) {
        var font = storage.style.font ?? base
        storage.style.adjust(&font)
        return (TextRun(string, font: font.resolved(), tracking: storage.style.tracking, kerning: storage.style.kerning,
                        baselineOffset: storage.style.baselineOffset),
                RunPaint(foreground: storage.style.foreground, isUnderlined: storage.style.isUnderlined,
                         isStrikethrough: storage.style.isStrikethrough))
    }

    /// A run of `string` under `styles` (outermost first; inner ones override). The first
    /// `inheritedCount` styles are the views' around (``EnvironmentValues/inheritedTextStyle``):
    /// the text's own tracking and kerning replace theirs rather than add to them.
    private static func styledRun(_ string: String, base: Font, styles: [TextStyle], inheritedCount: Int) -> (TextRun, RunPaint) {
        var font = base
        var tracking: CGFloat = 0, kerning: CGFloat = 0, baselineOffset: CGFloat = 0
        var foreground: Color?
        var underline = false, strikethrough = false
        for style in styles {
            if let override = style.font { font = override }
            if let color = style.foreground { foreground = color }
        }
        for style in styles {
            underline = underline || style.isUnderlined
            strikethrough = strikethrough || style.isStrikethrough
        }
        for (index, style) in styles.enumerated() {
            style.adjust(&font)
            if index >= inheritedCount {
                tracking += style.tracking
                kerning += style.kerning
            }
            baselineOffset += style.baselineOffset
        }
        for style in styles.prefix(inheritedCount) {
            if tracking == 0 { tracking = style.tracking }
            if kerning == 0 { kerning = style.kerning }
        }
        return (TextRun(string, font: font.resolved(), tracking: tracking, kerning: kerning, baselineOffset: baselineOffset),
                RunPaint(foreground: foreground, isUnderlined: underline, isStrikethrough: strikethrough))
    }
}

/// What a `Text` node keeps between updates: the measurer of its runs (what is laid out), made
/// once per change of text, font or layout options, and the runs' paints (what else is drawn).
/// One object: the state is the measurer.
@MainActor
final class TextNodeState: TextMeasurer {
    /// The runs' paints (see ``Text/StyledRuns/paints``); they change without a new measurer.
    var paints: [Text.RunPaint]?

    init(paints: [Text.RunPaint]?, runs: [TextRun], options: TextLayoutOptions, engine: any TextEngine) {
        self.paints = paints
        super.init(runs: runs, options: options, engine: engine)
    }

    /// The measurer of the node's runs (itself).
    var measurer: TextMeasurer { self }

    /// The runs and paints the node draws.
    var styledRuns: Text.StyledRuns { Text.StyledRuns(runs: runs, paints: paints) }
}

extension Text: LayoutRoleProviding {
    func layoutRole(in node: ViewNode) -> LayoutRole {
        // The environment's text values, read once for the texts sharing it (a list's rows).
        let text = node.graph.textEnvironment(for: node.environment)
        let styled = styledRuns(in: text)
        let options = text.options
        let engine = text.engine
        if let state = node.payload as? TextNodeState, state.runs == styled.runs, state.options == options,
           type(of: state.engine) == type(of: engine) {
            // Only the paint or decorations changed (or nothing): the measurements stay. (A
            // sizing of the same measurer has the same identity: the node stays valid.)
            if state.paints != styled.paints { state.paints = styled.paints }
            return .leaf(state.leafSizing)
        }
        let state = TextNodeState(paints: styled.paints, runs: styled.runs, options: options, engine: engine)
        node.payload = state
        return .leaf(state.leafSizing)
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
