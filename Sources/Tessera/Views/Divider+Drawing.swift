/// A divider draws its frame (one point across the stack's axis) in the separator gray.
extension Divider: CanvasRecording {
    func record(in frame: CGRect, environment: EnvironmentValues, node: Int, into builder: inout DisplayListBuilder) {
        let color = environment.colorScheme == .dark ? Color(white: 0.28) : Color(white: 0.85)
        builder.fill(Path(frame), with: environment.shapeStyleContext.shading(for: color, bounds: frame),
                     style: FillStyle(), id: DisplayList.ID(node: node))
    }
}
