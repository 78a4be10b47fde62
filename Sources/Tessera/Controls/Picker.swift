/// A control for selecting from a set of mutually exclusive values.
///
/// The options are the content's subviews, each identified by its `tag(_:)`; choosing one
/// writes its tag into `selection`. Styles: `.segmented` (a row of segments),
/// `.inline`/`.radioGroup` (a column of options with a checkmark by the selected one), and
/// `.menu`/`.automatic` (the selected option's label with a chevron; clicking it opens a pop-up
/// menu of the options, a checkmark by the selected one; choosing one selects it; in a
/// grouped `Form` the label is at the row's leading edge and the value at its trailing edge).
///
/// Differs from SwiftUI: the `.menu` style's pop-up shows each option's text only.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerStyleKind) private var style
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.formGroupedContext) private var inGroupedForm
    /// Whether the `.menu` style's pop-up menu is open.
    @State private var isMenuShown = false

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { options in
            let tags = options.map { $0.containerValues.tag as? SelectionValue }
            let selectedIndex = tags.firstIndex { $0 == selection.wrappedValue }
            switch style {
            case .segmented:
                HStack(spacing: 0) {
                    ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                        option
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .frame(maxWidth: .infinity)
                            .background(RoundedRectangle(cornerRadius: 6)
                                .fill(index == selectedIndex ? Color(white: 0.5).opacity(0.35) : Color.clear))
                            .contentShape(Rectangle())
                            .onTapGesture { choose(tags[index]) }
                    }
                }
                .padding(2)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.5).opacity(0.15)))
            case .inline:
                VStack(alignment: .leading, spacing: 6) {
                    if labelsVisibility != .hidden { label }
                    ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                        HStack(spacing: 6) {
                            Image(systemName: "checkmark").opacity(index == selectedIndex ? 1 : 0)
                            option
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { choose(tags[index]) }
                    }
                }
            case .menu:
                let shown = $isMenuShown
                HStack {
                    if labelsVisibility != .hidden {
                        label
                        // A grouped form's row: label leading, value trailing (as SwiftUI's).
                        if inGroupedForm { Spacer(minLength: 8) }
                    }
                    HStack(spacing: 4) {
                        if let selectedIndex { options[selectedIndex] }
                        Image(systemName: "chevron.down").font(.caption)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { shown.wrappedValue = true }
                    .presentationLayer(isPresented: isMenuShown, placement: .menu(at: nil)) {
                        MenuCard(dismiss: { shown.wrappedValue = false },
                                 completion: PresentationButtonCompletion { shown.wrappedValue = false },
                                 items: ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                                     HStack(spacing: 6) {
                                         Image(systemName: "checkmark").opacity(index == selectedIndex ? 1 : 0)
                                         // The option's text (its view is shown by the button already).
                                         Text(verbatim: option.plainText)
                                     }
                                     .contentShape(Rectangle())
                                     .onTapGesture {
                                         choose(tags[index])
                                         shown.wrappedValue = false
                                     }
                                 })
                    }
                }
            }
        }
    }

    private func choose(_ tag: SelectionValue?) {
        guard let tag, tag != selection.wrappedValue else { return }
        selection.wrappedValue = tag
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// Sets the unique tag value of this view (a `Picker` option's value, a `TabView` page's).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        containerValue(\.tag, AnyHashable(tag))
    }

    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleKind, style._kind)
    }
}

extension ContainerValues {
    private enum TagKey: ContainerValueKey { static var defaultValue: AnyHashable? { nil } }

    /// The tag set with `tag(_:)`, as `AnyHashable` (compare with `as? V`).
    var tag: AnyHashable? {
        get { self[TagKey.self] }
        set { self[TagKey.self] = newValue }
    }
}
