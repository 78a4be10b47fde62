import Tessera

// Seed 001, 08:41 — the sidebar as a hierarchical list, verbatim.

public struct GraphicsList: View {
    var graphics: [Graphic]
    public var body: some View {
        List(
            graphics,
            children: \.children
        ) { graphic in
            GraphicRow(graphic)
        }
        .listStyle(SidebarListStyle())
    }

    public init(graphics: [Graphic]) { self.graphics = graphics }
}
