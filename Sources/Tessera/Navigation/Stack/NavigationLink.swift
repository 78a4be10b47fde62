/// A view that controls a navigation presentation.
///
/// A link with a value appends the value to the enclosing stack's path (the stack shows the
/// view its `navigationDestination(for:)` declares); a link with a destination view pushes that
/// view. In a list a link is a row with a chevron, the whole row tappable; in a list with a
/// selection its value is the row's tag, so tapping it selects (a split view's sidebar).
/// Outside a navigation stack a value link is disabled, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case destination(Destination)
        case activeDestination(Destination, isActive: Binding<Bool>)
    }

    let target: Target
    let label: Label
    @Environment(\.navigationStack) private var stack
    @Environment(\.outlineContext) private var outline
    @State private var owner = NavigationSourceToken()

    public var body: some View {
        let _ = updatePushedScreen()
        if outline.isListRows, outline.rowsAreSelectable, case .value(let value) = target {
            NavigationLinkRow(label: label, showsChevron: false)
                .tag(value)
        } else if outline.isListRows {
            Button(action: activate) { NavigationLinkRow(label: label, showsChevron: true) }
                .buttonStyle(.plain)
                .disabled(stack == nil)
        } else {
            Button(action: activate) { label }
                .disabled(stack == nil)
        }
    }

    /// Pushes what the link presents.
    private func activate() {
        guard let stack else { return }
        switch target {
        case .value(let value):
            if let value { stack.push(value: value) }
        case .destination(let destination):
            stack.present(owner, content: AnyView(destination), dismiss: {})
        case .activeDestination(let destination, let isActive):
            stack.present(owner, content: AnyView(destination), dismiss: { isActive.wrappedValue = false })
            isActive.wrappedValue = true
        }
    }

    /// Keeps the screen this link pushed showing its latest destination; an `isActive:` link
    /// pushes or pops its screen as the binding says.
    private func updatePushedScreen() {
        guard let stack else { return }
        switch target {
        case .value:
            return
        case .destination(let destination):
            if stack.isPresenting(owner) {
                stack.present(owner, content: AnyView(destination), dismiss: {})
            }
        case .activeDestination(let destination, let isActive):
            if isActive.wrappedValue {
                stack.present(owner, content: AnyView(destination), dismiss: { isActive.wrappedValue = false })
            } else {
                stack.withdraw(owner)
            }
        }
    }
}

/// A link's label as a list row: the label in the primary color, then a chevron at the
/// trailing edge.
struct NavigationLinkRow<Label: View>: View {
    let label: Label
    let showsChevron: Bool

    var body: some View {
        HStack(spacing: 8) {
            label
                .foregroundStyle(.primary)
                .frame(maxWidth: .infinity, alignment: .leading)
            if showsChevron {
                Image(systemName: "chevron.forward")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
        }
        .contentShape(Rectangle())
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.target = .destination(destination())
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view (the form before the
    /// destination became a closure).
    @available(swift, deprecated: 100000, message: "Use init(destination:label:) with a closure")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .destination(destination)
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view when a bound Boolean value
    /// is true.
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.target = .activeDestination(destination, isActive: isActive)
        self.label = label()
    }

    /// Creates a navigation link that presents the destination view when a bound Boolean value
    /// is true.
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:) or navigationDestination(isPresented:destination:)")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:)")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        let isActive = Binding<Bool>(get: { selection.wrappedValue == tag },
                                     set: { active in
                                         if active { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil }
                                     })
        self.init(destination: destination, isActive: isActive, label: label)
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:)")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    @available(swift, deprecated: 100000, message: "Use init(_:destination:) with a closure")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: { destination }) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    @_disfavoredOverload
    @available(swift, deprecated: 100000, message: "Use init(_:destination:) with a closure")
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: { destination }) { Text(title) }
    }

    /// Creates a navigation link with a text label that presents the destination view when a
    /// bound Boolean value is true.
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a navigation link with a text label that presents the destination view when a
    /// bound Boolean value is true.
    @_disfavoredOverload
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:)")
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link with a text label that presents the destination view when a
    /// bound selection variable matches a value you provide.
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:)")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a navigation link with a text label that presents the destination view when a
    /// bound selection variable matches a value you provide.
    @_disfavoredOverload
    @available(swift, deprecated: 100000, message: "Use NavigationLink(value:label:)")
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension View {
    /// Sets the navigation link to present its destination as the detail component of the
    /// containing navigation view (accepted: Tessera's split view pushes detail links in its
    /// detail column already).
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
