/// The index view of a paged tab view: one dot per page, the selected one white and the others
/// translucent white, on a dark capsule when `showsBackground`; tapping a dot shows its page.
struct PageIndexView: View {
    let count: Int
    let selected: Int
    let showsBackground: Bool
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { page in
                Circle()
                    .fill(Color.white.opacity(page == selected ? 1 : 0.35))
                    .frame(width: 8, height: 8)
                    .padding(4)
                    .contentShape(Rectangle())
                    .onTapGesture { select(page) }
            }
        }
        .padding(.horizontal, 6)
        .padding(.vertical, 4)
        .background {
            if showsBackground { Capsule().fill(Color.black.opacity(0.25)) }
        }
    }
}
