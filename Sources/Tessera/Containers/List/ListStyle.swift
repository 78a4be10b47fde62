/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// The appearances Tessera's list has, chosen from the style type.
enum ListStyleKind: Hashable, Sendable {
    case plain, grouped, inset, insetGrouped, sidebar

    init(_ style: some ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is GroupedListStyle: self = .grouped
        case is InsetListStyle: self = .inset
        case is SidebarListStyle: self = .sidebar
        default: self = .insetGrouped
        }
    }

    var isGrouped: Bool { self == .grouped || self == .insetGrouped }

    /// The views a list of this style pins while its rows scroll: a plain list's section
    /// headers stay at the top of the viewport (with an opaque background).
    var pinnedViews: PinnedScrollableViews { self == .plain ? .sectionHeaders : [] }
    var isInset: Bool { self == .inset || self == .insetGrouped }

    /// What the list draws behind its sections: the grouped background, the sidebar's, or
    /// nothing (semantic colors: light gray, black or near black in dark mode).
    var background: Color {
        switch self {
        case .grouped, .insetGrouped: Color.systemGroupedBackground
        case .sidebar: Color.sidebarBackground
        case .plain, .inset: Color.clear
        }
    }

    /// The padding above the first and below the last section.
    var verticalPadding: CGFloat {
        switch self {
        case .inset, .insetGrouped: 20
        case .sidebar: 8
        case .plain, .grouped: 0
        }
    }

    /// The minimum height of a row.
    var rowHeight: CGFloat { self == .sidebar ? 28 : 44 }

    /// The default insets of a row's content.
    var rowInsets: EdgeInsets {
        self == .sidebar
            ? EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
            : EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    /// The space above a section of a grouped style that has no header.
    var headerlessSectionSpacing: CGFloat { 20 }

    /// The leading (and trailing) inset of section headers and footers.
    var headerInset: CGFloat { isInset ? 36 : 16 }

    /// The font of section headers: small secondary caps-like text in grouped lists and
    /// sidebars, a headline elsewhere.
    var headerFont: Font {
        switch self {
        case .grouped, .insetGrouped: .footnote
        case .sidebar: .subheadline.weight(.semibold)
        case .plain, .inset: .headline
        }
    }

    /// The style of section headers.
    var headerStyle: AnyShapeStyle {
        self == .plain || self == .inset
            ? AnyShapeStyle(HierarchicalShapeStyle.primary)
            : AnyShapeStyle(HierarchicalShapeStyle.secondary)
    }
}

extension EnvironmentValues {
    private enum ListStyleKey: EnvironmentKey { static var defaultValue: ListStyleKind { .insetGrouped } }

    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, ListStyleKind(style))
    }
}
