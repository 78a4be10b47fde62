/// A control for presenting a menu of actions.
///
/// Clicking the menu's label opens its content as a pop-up menu below it (a top layer above the
/// window): buttons are items, `Divider`s separators, nested `Menu`s submenus that open beside
/// their row. Choosing an item runs its action and closes the menus. With a `primaryAction`,
/// clicking the label runs it and the chevron beside it opens the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isShown = false
    @Environment(\.isInMenu) private var isInMenu
    @Environment(\.presentationButtonCompletion) private var outerCompletion
    @Environment(\.menuStyleKind) private var style

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let isShown = $isShown
        let outer = outerCompletion
        return trigger
            .presentationLayer(isPresented: isShown.wrappedValue, placement: isInMenu ? .attached(.leading) : .menu(at: nil)) {
                MenuCard(dismiss: { isShown.wrappedValue = false },
                         completion: PresentationButtonCompletion {
                             isShown.wrappedValue = false
                             outer?.run()
                         },
                         items: content,
                         isSubmenu: isInMenu)
            }
    }

    /// The label to click: a submenu row in a menu, else a pop-up button (a split button with a
    /// primary action).
    @ViewBuilder
    private var trigger: some View {
        if isInMenu {
            Button { $isShown.wrappedValue = true } label: {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right").font(.caption)
                }
            }
            .environment(\.presentationButtonCompletion, nil)
            .environment(\.opensSubmenu, true)
        } else if let primaryAction {
            HStack(spacing: 6) {
                Button(action: primaryAction) { label }
                Button { $isShown.wrappedValue = true } label: { Image(systemName: "chevron.down").font(.caption) }
            }
            .menuTriggerLook(style)
            .environment(\.presentationButtonCompletion, nil)
        } else {
            Button { $isShown.wrappedValue = true } label: {
                HStack(spacing: 4) {
                    label
                    Image(systemName: "chevron.down").font(.caption)
                }
            }
            .menuTriggerLook(style)
            .environment(\.presentationButtonCompletion, nil)
        }
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension View {
    /// The look of a menu's button for its style: `.button` (and the default) draws a bordered
    /// button, `.borderlessButton` only the label.
    fileprivate func menuTriggerLook(_ style: _MenuStyleKind) -> some View {
        padding(.horizontal, style == .borderless ? 0 : 10)
            .padding(.vertical, style == .borderless ? 0 : 4)
            .background(RoundedRectangle(cornerRadius: 6).fill(style == .borderless ? Color.clear : Color(white: 0.5).opacity(0.15)))
    }
}
