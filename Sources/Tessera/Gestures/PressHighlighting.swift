/// A tap target that shows whether it is pressed (a ``Button``: its style's `isPressed`).
///
/// The pointer coordinator tells the innermost tap target under a press, from the press's
/// start until it ends or is cancelled: pressed while the pointer is on the target's hit area,
/// not pressed once it moves off.
@MainActor
protocol PressHighlighting {
    func setPressed(_ pressed: Bool, node: ViewNode)
}
