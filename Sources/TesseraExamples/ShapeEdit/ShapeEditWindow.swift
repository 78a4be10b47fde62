import Tessera

/// ShapeEdit's window as the session shows it: the sidebar of graphics, the canvases with their
/// outlines, and the inspector, side by side.
public struct ShapeEditWindow: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 0) {
            GraphicsList(graphics: ShapeEditSamples.graphics)
                .frame(width: 240)
            CanvasOutlineList(canvases: ShapeEditSamples.canvases)
            ShapeInspector()
                .frame(width: 320)
        }
    }
}
