/// The state of a cell that its configuration may depend on: the counterpart of UIKit's
/// `UICellConfigurationState`, handed to ``ListCell/configurationUpdateHandler``.
///
/// GTK's sources: `isSelected` is the `GtkListItem`'s `selected`; `isHighlighted` is true while
/// the primary button is held down on the cell (UIKit highlights a cell while it is touched);
/// `isFocused` is the row's keyboard focus (`has-focus` of the row widget GTK puts around the
/// cell); `isDisabled` is the cell widget's sensitivity (`gtk_widget_is_sensitive`).
public struct CellConfigurationState: Hashable, Sendable {
    /// Whether the row is selected in the list's selection model.
    public var isSelected = false
    /// Whether the primary button is down on the cell.
    public var isHighlighted = false
    /// Whether the row has the keyboard focus.
    public var isFocused = false
    /// Whether the cell is insensitive.
    public var isDisabled = false

    /// A state with every flag false.
    public init() {}
}

/// UIKit's name, for handlers written against `UICellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
