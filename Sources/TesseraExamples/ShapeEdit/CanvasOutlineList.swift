import Tessera

// Seed 001, 09:52 — "Customizing your outlines": one section per canvas, an outline of its
// graphics in each, verbatim inside a view that holds the canvases.

public struct CanvasOutlineList: View {
    var canvases: [ShapeCanvas]

    public init(canvases: [ShapeCanvas]) { self.canvases = canvases }

    public var body: some View {
        // Customizing your outlines

        List {
            ForEach(canvases) { canvas in
                Section(header: Text(canvas.name)) {
                    OutlineGroup(canvas.graphics, children: \.children)
                    { graphic in
                        GraphicRow(graphic)
                    }
                }
            }
        }
    }
}
