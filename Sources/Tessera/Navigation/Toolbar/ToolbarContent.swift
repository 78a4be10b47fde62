/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// A toolbar content value resolves into the items it declares (``ToolbarItem``,
/// ``ToolbarItemGroup``, ``ToolbarSpacer``), in order; a custom conforming type declares its
/// items in its `body`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }

    /// Appends the items this content declares (the engine's; a custom type's come from its
    /// body).
    func _appendToolbarItems(to items: inout _ToolbarItems)
}

extension ToolbarContent {
    public func _appendToolbarItems(to items: inout _ToolbarItems) {
        body._appendToolbarItems(to: &items)
    }
}

/// Conforming types represent items that can be placed in various locations in a customizable
/// toolbar.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body; it declares its items itself.
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content and has no body")
    }
}

extension Never: ToolbarContent, CustomizableToolbarContent {
    public func _appendToolbarItems(to items: inout _ToolbarItems) {}
}

/// The items a toolbar declaration resolves to, in order.
public struct _ToolbarItems {
    var entries: [ToolbarEntry] = []
    init() {}
}

/// One resolved toolbar item: its placement and its view (a spacer has none).
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView?
    /// A `ToolbarSpacer`'s sizing (nil for an item).
    var spacer: SpacerSizing?
}

extension ToolbarContent {
    /// The items this content resolves to.
    var toolbarEntries: [ToolbarEntry] {
        var items = _ToolbarItems()
        _appendToolbarItems(to: &items)
        return items.entries
    }
}
