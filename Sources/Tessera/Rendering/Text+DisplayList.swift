import Foundation

extension Text {
    /// How each run of this text is drawn in `environment`: its paint (the run's own color, else
    /// the environment's foreground style, resolved for a layout box at `bounds`) and its
    /// decorations. Run indices match those of ``styledRuns(in:)``.
    @MainActor
    func runStyles(in environment: EnvironmentValues, bounds: CGRect) -> [DisplayList.RunStyle] {
        Text.runStyles(of: styledRuns(in: environment), in: environment, bounds: bounds)
    }

    /// How each of `styledRuns` is drawn (see ``runStyles(in:bounds:)``).
    @MainActor
    static func runStyles(of styledRuns: StyledRuns, in environment: EnvironmentValues, bounds: CGRect) -> [DisplayList.RunStyle] {
        // The context copies the environment: made only for a run that needs it.
        var context: ShapeStyleContext?
        var colorScheme: ColorScheme?
        var defaultShading: DisplayList.Shading?
        var styles: [DisplayList.RunStyle] = []
        styles.reserveCapacity(styledRuns.runs.count)
        // A loop rather than `map`: a main-actor closure checks its executor at every call.
        for (index, run) in styledRuns.runs.enumerated() {
            let paint = styledRuns.paint(at: index)
            let shading: DisplayList.Shading
            if let foreground = paint.foreground {
                // A color's paint depends on the color scheme alone (what the context gives).
                if colorScheme == nil { colorScheme = environment.colorScheme }
                shading = .color(foreground.resolved(in: colorScheme!))
            } else if let known = defaultShading {
                shading = known
            } else if let foreground = environment.foregroundStyle {
                if context == nil { context = environment.shapeStyleContext }
                shading = context!.shading(for: foreground, bounds: bounds)
                defaultShading = shading
            } else {
                shading = HierarchicalShapeStyle.labelShading(in: environment.colorScheme)
                defaultShading = shading
            }
            styles.append(DisplayList.RunStyle(
                font: run.font,
                shading: shading,
                letterSpacing: run.tracking + run.kerning,
                baselineOffset: run.baselineOffset,
                underline: paint.isUnderlined ? DisplayList.TextDecoration() : nil,
                strikethrough: paint.isStrikethrough ? DisplayList.TextDecoration() : nil))
        }
        return styles
    }
}

/// The run styles of the last plain one-run text drawn (no paint of its own, no foreground
/// style in its environment), given again to the next such text in the same environment with
/// the same font: the rows of a list share one array instead of making one each.
///
/// Likewise for one-run texts with a color of their own (`Text("…").foregroundColor(.gray)`),
/// whose styles depend on the paint and the color scheme alone: the last few are kept by paint.
struct TextRunStyleMemo {
    private var environment: EnvironmentValues?
    private var styles: [DisplayList.RunStyle] = []
    /// The painted stylings kept, and what each draws with (searched without copying styles).
    private var paintedKeys: [PaintKey] = []
    private var paintedStyles: [[DisplayList.RunStyle]] = []
    /// How many painted stylings are kept (a list row has a few differently colored texts).
    private static let paintedCapacity = 8

    /// ``Text/runStyles(of:in:bounds:)`` of the styled runs `runs` and `paints` (see
    /// ``Text/StyledRuns``), shared with the previous text when equal. (The runs and paints
    /// come apart, read in place from a text node's state: a `StyledRuns` made for the call
    /// retains both.)
    @MainActor
    mutating func runStyles(of runs: [TextRun], paints: [Text.RunPaint]?, in environment: EnvironmentValues,
                            bounds: CGRect) -> [DisplayList.RunStyle] {
        if runs.count == 1, let paint = paints?.first, let foreground = paint.foreground {
            let key = PaintKey(color: foreground.resolved(in: environment.colorScheme), isUnderlined: paint.isUnderlined,
                               isStrikethrough: paint.isStrikethrough)
            return paintedRunStyles(of: runs, paints: paints, key: key, in: environment, bounds: bounds)
        }
        guard paints == nil, runs.count == 1 else {
            return Text.runStyles(of: Text.StyledRuns(runs: runs, paints: paints), in: environment, bounds: bounds)
        }
        // A memoized environment is known to have no foreground style (whose shading could
        // depend on the bounds).
        if let known = self.environment, known.isIdentical(to: environment) {
            if Self.matches(styles, runs[0]) { return styles }
        } else if environment.foregroundStyle != nil {
            return Text.runStyles(of: Text.StyledRuns(runs: runs, paints: paints), in: environment, bounds: bounds)
        }
        styles = Text.runStyles(of: Text.StyledRuns(runs: runs, paints: paints), in: environment, bounds: bounds)
        self.environment = environment
        return styles
    }

    /// What a one-run text with a color of its own draws with: the color (resolved in the
    /// color scheme) and the decorations. Its run styles depend on these and the run alone.
    private struct PaintKey: Equatable {
        var color: Color.Resolved
        var isUnderlined: Bool
        var isStrikethrough: Bool
    }

    /// The styles of a one-run text with its own color, shared with an earlier text drawn the same.
    @MainActor
    private mutating func paintedRunStyles(of runs: [TextRun], paints: [Text.RunPaint]?, key: PaintKey,
                                           in environment: EnvironmentValues, bounds: CGRect) -> [DisplayList.RunStyle] {
        for index in paintedKeys.indices where paintedKeys[index] == key {
            if Self.matches(paintedStyles[index], runs[0]) { return paintedStyles[index] }
        }
        let styles = Text.runStyles(of: Text.StyledRuns(runs: runs, paints: paints), in: environment, bounds: bounds)
        if paintedKeys.count == Self.paintedCapacity {
            paintedKeys.removeFirst()
            paintedStyles.removeFirst()
        }
        paintedKeys.append(key)
        paintedStyles.append(styles)
        return styles
    }

    /// Whether `styles`, of one run, were made for `run`: read in place (a style copied out
    /// of the array copies its font and shading).
    private static func matches(_ styles: [DisplayList.RunStyle], _ run: TextRun) -> Bool {
        !styles.isEmpty && styles[0].letterSpacing == run.tracking + run.kerning
            && styles[0].baselineOffset == run.baselineOffset && styles[0].font == run.font
    }
}
