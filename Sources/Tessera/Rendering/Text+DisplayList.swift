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
        // The context copies the environment: made only for a run that needs it.
        var context: ShapeStyleContext?
        var defaultShading: DisplayList.Shading?
        var styles: [DisplayList.RunStyle] = []
        styles.reserveCapacity(styledRuns.count)
        // A loop rather than `map`: a main-actor closure checks its executor at every call.
        for styled in styledRuns {
            let shading: DisplayList.Shading
            if let foreground = styled.foreground {
                if context == nil { context = environment.shapeStyleContext }
                shading = context!.shading(for: foreground, bounds: bounds)
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
                font: styled.run.font,
                shading: shading,
                letterSpacing: styled.run.tracking + styled.run.kerning,
                baselineOffset: styled.run.baselineOffset,
                underline: styled.isUnderlined ? DisplayList.TextDecoration() : nil,
                strikethrough: styled.isStrikethrough ? DisplayList.TextDecoration() : nil))
        }
        return styles
    }
}
