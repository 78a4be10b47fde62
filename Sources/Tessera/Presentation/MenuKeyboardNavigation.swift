/// The keyboard in an open pop-up menu (a `Menu`, a context menu, a `.menu` picker's options),
/// as on macOS: Down and Up move the highlight over the rows that can be chosen (dividers and
/// disabled items are skipped; from no highlight, Down starts at the first row and Up at the
/// last), Home and End go to the first and last, Return or Space chooses the highlighted row
/// (as a click on it does; with no highlight it closes the menu), Right opens the highlighted
/// submenu and Left closes a submenu, and Escape closes the menu (``EscapeDismissible``).
///
/// The topmost open menu takes these keys before the focused view (``ViewGraph/openMenuNavigation``).
struct MenuKeyboardNavigation: ViewModifier, PrimitiveModifier, KeyPressHandler {
    typealias Body = Never
    /// The menu's rows, in order.
    var rows: SubviewsCollection
    /// The highlighted row's index in ``rows``.
    var highlighted: Binding<Int?>
    /// Whether the menu is a submenu (Left closes it).
    var isSubmenu: Bool
    /// Closes the menu.
    var dismiss: @MainActor () -> Void

    func handleKeyPress(_ press: KeyPress, node: ViewNode) -> KeyPress.Result {
        guard press.phase != .up, press.modifiers.isDisjoint(with: EventModifiers.shortcut) else { return .ignored }
        let choosable = rows.indices.filter { Self.tapTarget(in: rows[$0].resolved.node) != nil }
        switch press.key {
        case .downArrow, .upArrow:
            guard !choosable.isEmpty else { return .handled }
            let forward = press.key == .downArrow
            if let current = highlighted.wrappedValue, let position = choosable.firstIndex(of: current) {
                let next = position + (forward ? 1 : -1)
                if choosable.indices.contains(next) { highlighted.wrappedValue = choosable[next] }
            } else {
                highlighted.wrappedValue = forward ? choosable.first : choosable.last
            }
            return .handled
        case .home, .end:
            highlighted.wrappedValue = press.key == .home ? choosable.first : choosable.last
            return .handled
        case .leftArrow:
            guard isSubmenu else { return .ignored }
            dismiss()
            return .handled
        case .rightArrow:
            guard let current = highlighted.wrappedValue, rows.indices.contains(current),
                  Self.tapTarget(in: rows[current].resolved.node)?.node.environment.opensSubmenu == true else { return .ignored }
            return perform(row: current) ? .handled : .ignored
        case .return, .space:
            guard let current = highlighted.wrappedValue, choosable.contains(current), perform(row: current) else {
                dismiss()
                return .handled
            }
            return .handled
        default:
            return .ignored
        }
    }

    /// Performs row `index` as a click in its middle would; returns whether it has a target.
    private func perform(row index: Int) -> Bool {
        guard let (node, target) = Self.tapTarget(in: rows[index].resolved.node) else { return false }
        let frame = node.layoutNode?.globalFrame ?? .zero
        target.performTap(at: CGPoint(x: frame.midX, y: frame.midY), node: node)
        return true
    }

    /// The first enabled view in `node`'s subtree a click chooses (a button, a tap gesture).
    private static func tapTarget(in node: ViewNode) -> (node: ViewNode, target: any TapTarget)? {
        guard node.environment.isEnabled else { return nil }
        if let subview = node.viewAs(Subview.self) { return tapTarget(in: subview.resolved.node) }
        if let target = HitTesting.tapTarget(of: node), target.tapCount == 1 { return (node, target) }
        for child in node.children {
            if let found = tapTarget(in: child) { return found }
        }
        return nil
    }
}

extension EnvironmentValues {
    /// Whether a button opens a submenu (a `Menu`'s row inside a menu: Right opens it).
    @Entry var opensSubmenu: Bool = false
}

extension ViewGraph {
    /// The keyboard navigation of the topmost presented layer, when that layer is a menu.
    var openMenuNavigation: (node: ViewNode, handler: MenuKeyboardNavigation)? {
        guard let layer = topLayers.last else { return nil }
        var stack = [layer]
        while let node = stack.popLast() {
            if let navigation = node.modifierValue as? MenuKeyboardNavigation { return (node, navigation) }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
