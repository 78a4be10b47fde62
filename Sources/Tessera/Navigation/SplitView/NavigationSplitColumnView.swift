import Foundation

/// One column of a split view: a stack of screens over the column's model (its root the
/// column's view), or the column's own `NavigationStack` when its view is one. Columns before
/// the detail draw a separator at their trailing edge.
struct NavigationSplitColumnView<Content: View>: View {
    let column: NavigationSplitColumnModel
    /// Goes back to the column before (collapsed only).
    let back: (@MainActor () -> Void)?
    /// Whether the column is beside the next one (not collapsed) and so ends with a hairline.
    let showsSeparator: Bool
    let content: Content
    @State private var path = NavigationPath()

    /// When collapsed, the bars of the columns under this one.
    private var barsBelow: [NavigationBarModel] {
        back == nil ? [] : column.split?.barsBefore(column.column) ?? []
    }

    init(column: NavigationSplitColumnModel, back: (@MainActor () -> Void)?, showsSeparator: Bool,
         @ViewBuilder content: () -> Content) {
        self.column = column
        self.back = back
        self.showsSeparator = showsSeparator
        self.content = content()
    }

    var body: some View {
        Group {
            if Content.self is any NavigationStackView.Type {
                content.environment(\.navigationColumnAdoption, NavigationColumnAdoption(column: column, back: back, barsBelow: barsBelow))
            } else {
                NavigationStackContent(model: column.stack, path: NavigationPathReference($path), rootBack: back,
                                       barsBelow: barsBelow, hidesEmptyBar: true) { content }
            }
        }
        .modifier(NavigationSplitColumnStyle(isSidebar: column.column == .sidebar, hasSeparator: showsSeparator))
        .environment(\.navigationSplitColumn, column)
    }
}

/// A column's look: a sidebar's lists are sidebar lists; columns before the detail have a
/// hairline at their trailing edge.
struct NavigationSplitColumnStyle: ViewModifier {
    let isSidebar: Bool
    let hasSeparator: Bool

    func body(content: Content) -> some View {
        styled(content).overlay(alignment: .trailing) {
            if hasSeparator {
                Rectangle().fill(Color.separator).frame(width: 1)
            }
        }
    }

    @ViewBuilder
    private func styled(_ content: Content) -> some View {
        if isSidebar { content.listStyle(.sidebar) } else { content }
    }
}
