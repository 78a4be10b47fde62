import Tessera

/// One row of the ShapeEdit sidebar: the graphic's symbol and name. (The session shows
/// `GraphicRow(graphic)` without its code; this is the obvious one.)
public struct GraphicRow: View {
    let graphic: Graphic

    public init(_ graphic: Graphic) { self.graphic = graphic }

    public var body: some View {
        Label(graphic.name, systemImage: graphic.kind.symbolName)
    }
}
