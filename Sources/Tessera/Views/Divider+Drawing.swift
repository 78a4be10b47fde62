/// A divider draws its frame (one point across the stack's axis) in the separator color.
extension Divider: CanvasRecording {
    func record(in frame: CGRect, environment: EnvironmentValues, node: Int, into builder: inout DisplayListBuilder) {
        builder.fill(Path(frame), with: environment.shapeStyleContext.shading(for: Color.separator, bounds: frame),
                     style: FillStyle(), id: DisplayList.ID(node: node))
    }
}
