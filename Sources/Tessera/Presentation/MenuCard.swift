/// A pop-up menu's card: its items in a column (buttons as rows in the primary color, dividers
/// as separators, nested `Menu`s as submenu rows), presented as a top layer. Choosing an item
/// runs it and closes the menu (and the menus it was opened from); a tap outside or Escape
/// closes it. Shared by `Menu`, `.contextMenu` and the `.menu` picker. The keyboard moves a
/// highlight over the rows and chooses one (``MenuKeyboardNavigation``).
struct MenuCard<Items: View>: View {
    /// Closes this menu only (Escape, a tap outside).
    var dismiss: @MainActor () -> Void
    /// Runs after an item's action: closes this menu and the menus it was opened from.
    var completion: PresentationButtonCompletion
    var items: Items
    /// Whether this is a submenu (Left closes it).
    var isSubmenu = false
    /// The row the keyboard highlighted (its index among the rows).
    @State private var highlighted: Int?

    var body: some View {
        Group(subviews: items) { rows in
            VStack(alignment: .leading, spacing: 0) {
                ForEach(rows) { row in
                    if row.isDivider {
                        row.padding(.vertical, 4)
                    } else {
                        row.padding(.horizontal, 12)
                            .padding(.vertical, 5)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background {
                                if let highlighted, rows.indices.contains(highlighted), rows[highlighted].id == row.id {
                                    RoundedRectangle(cornerRadius: 4).fill(Color.accentColor.opacity(0.25))
                                        .padding(.horizontal, 4)
                                }
                            }
                            .contentShape(Rectangle())
                    }
                }
            }
            .modifier(MenuKeyboardNavigation(rows: rows, highlighted: $highlighted, isSubmenu: isSubmenu, dismiss: dismiss))
        }
        .padding(.vertical, 4)
        .background { RoundedRectangle(cornerRadius: 8).fill(Color.secondarySystemGroupedBackground) }
        .overlay { RoundedRectangle(cornerRadius: 8).stroke(Color.separator, lineWidth: 1) }
        .foregroundStyle(Color.primary)
        .environment(\.presentationButtonCompletion, completion)
        .environment(\.isInMenu, true)
        .environment(\.dismiss, DismissAction(dismiss))
        .resettingButtonStyles()
    }
}

extension MenuCard: EscapeDismissible {
    func dismissOnEscape(node: ViewNode) { dismiss() }
}

extension MenuCard: OutsideTapDismissible {
    func dismissOnOutsideTap() { dismiss() }
}

extension Subview {
    /// Whether this subview is a `Divider` (a menu separator).
    @MainActor
    var isDivider: Bool { resolved.node.viewIs(Divider.self) }

    /// The text of the `Text` views this subview shows (a menu picker's option row).
    @MainActor
    var plainText: String { resolved.node.text }
}

extension EnvironmentValues {
    private enum IsInMenuKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether views are items of a pop-up menu (a nested `Menu` is a submenu row there).
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }
}
