/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let id: ID
    let placement: ToolbarItemPlacement
    let content: Content

    public typealias Body = Never

    public func _appendToolbarItems(to items: inout _ToolbarItems) {
        items.entries.append(ToolbarEntry(placement: placement, content: AnyView(content)))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a toolbar item with the specified placement, content and an identifier (for a
    /// customizable toolbar).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = id
        self.placement = placement
        self.content = content()
    }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Creates a toolbar item group with the specified placement, content, and a label
    /// describing the content (shown when the group collapses into a menu; Tessera shows the
    /// content).
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    public typealias Body = Never

    public func _appendToolbarItems(to items: inout _ToolbarItems) {
        items.entries.append(ToolbarEntry(placement: placement, content: AnyView(content)))
    }
}

/// The content of a labeled toolbar item group: its items (the label names the group).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// A standard space item in toolbars.
public struct ToolbarSpacer: ToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer with the given sizing and placement.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public typealias Body = Never

    public func _appendToolbarItems(to items: inout _ToolbarItems) {
        items.entries.append(ToolbarEntry(placement: placement, content: nil, spacer: sizing))
    }
}

/// How a toolbar spacer sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// A spacer that takes the room left over.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A spacer of a fixed, small width.
    public static let fixed = SpacerSizing(isFlexible: false)
}
