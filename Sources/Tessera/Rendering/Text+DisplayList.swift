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
    static func runStyles(of styledRuns: [StyledRun], in environment: EnvironmentValues, bounds: CGRect) -> [DisplayList.RunStyle] {
        let context = environment.shapeStyleContext
        let defaultShading = context.shading(for: environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary),
                                             bounds: bounds)
        return styledRuns.map { styled in
            DisplayList.RunStyle(
                font: styled.run.font,
                shading: styled.foreground.map { context.shading(for: $0, bounds: bounds) } ?? defaultShading,
                letterSpacing: styled.run.tracking + styled.run.kerning,
                baselineOffset: styled.run.baselineOffset,
                underline: styled.isUnderlined ? DisplayList.TextDecoration() : nil,
                strikethrough: styled.isStrikethrough ? DisplayList.TextDecoration() : nil)
        }
    }
}
