/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members.
///
/// Built on the custom-container machinery: the rows are the content's resolved subviews,
/// grouped by `Section`, each row decorated according to its container values
/// (`listRowInsets`, `listRowBackground`, `listRowSeparator`).
///
/// Differs from SwiftUI: rows are laid out eagerly in a scroll view (not virtualized yet), and
/// selection is kept in the binding but not yet changed by clicks or keys.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection<SelectionValue>
    @Environment(\.listStyle) private var style

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(sections: content) { section in
                    ListSectionView(section: section, style: style)
                }
            }
            .padding(.vertical, style.isInset ? 20 : 0)
        }
        .background { style.isGrouped ? Color(white: 0.95) : Color.clear }
    }
}

/// The selection binding of a list.
struct ListSelection<Value: Hashable> {
    var single: Binding<Value?>?
    var multiple: Binding<Set<Value>>?
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(single: selection)
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(multiple: selection)
    }
}

/// One section of a list: its header, rows and footer.
struct ListSectionView: View {
    let section: SectionConfiguration
    let style: ListStyleKind

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !section.header.isEmpty {
                section.header
                    .font(style.isGrouped ? .footnote : .headline)
                    .foregroundStyle(style.isGrouped ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(HierarchicalShapeStyle.primary))
                    .padding(.horizontal, style.isInset ? 36 : 16)
                    .padding(.top, 16)
                    .padding(.bottom, 6)
            }
            VStack(alignment: .leading, spacing: 0) {
                Group(subviews: section.content) { rows in
                    ForEach(rows) { row in
                        ListRowView(row: row, isLast: row.id == rows.last?.id, style: style)
                    }
                }
            }
            .background {
                if style.isGrouped { RoundedRectangle(cornerRadius: style.isInset ? 10 : 0).fill(Color.white) }
            }
            .padding(.horizontal, style.isInset ? 20 : 0)
            if !section.footer.isEmpty {
                section.footer
                    .font(.footnote)
                    .foregroundStyle(HierarchicalShapeStyle.secondary)
                    .padding(.horizontal, style.isInset ? 36 : 16)
                    .padding(.top, 6)
            }
        }
    }
}

/// One row: its content with the row insets, its background, and a separator below unless
/// hidden or last in an inset section.
struct ListRowView: View {
    let row: Subview
    let isLast: Bool
    let style: ListStyleKind

    var body: some View {
        let values = row.containerValues
        VStack(alignment: .leading, spacing: 0) {
            row
                .padding(values.listRowInsets ?? EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                .background { values.listRowBackground ?? AnyView(EmptyView()) }
            if values.listRowSeparator != .hidden && !(isLast && style.isGrouped) {
                Divider().padding(.leading, 16)
            }
        }
    }
}
