import Tessera

/// The five list styles side by side, each a selectable list of one section (the light and
/// dark list-style snapshots).
struct ListStylesPanel: View {
    private struct Styled<S: ListStyle>: View {
        let style: S
        @State var selection: Int? = 1
        var body: some View {
            List(selection: $selection) {
                Section("Fruits") {
                    ForEach(0..<3, id: \.self) { Text(["Apple", "Banana", "Cherry"][$0]) }
                }
            }
            .listStyle(style)
            .frame(width: 200, height: 230)
        }
    }

    var body: some View {
        HStack(spacing: 0) {
            Styled(style: .plain)
            Styled(style: .inset)
            Styled(style: .grouped)
            Styled(style: .insetGrouped)
            Styled(style: .sidebar)
        }
    }
}
