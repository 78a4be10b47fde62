/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members.
///
/// Built on the custom-container machinery: the rows are the content's resolved subviews,
/// grouped by `Section`, each row decorated according to its container values
/// (`listRowInsets`, `listRowBackground`, `listRowSeparator`, and the outline level of
/// `DisclosureGroup`/`OutlineGroup` rows). With a selection binding, tapping a row selects it
/// (see `List+Selection.swift`).
///
/// All of the list's layout is in this file (`List.body`, `ListSectionView`, `ListRowView`).
/// The rows are virtualized: headers, rows and footers of every section are the items of one
/// lazy vertical stack (``ListRowStack``), so only the rows in view (plus a prefetch margin)
/// are built, decorated and laid out; rows scrolled away are released with their state
/// parked. Each row draws its own part of its section's grouped background.
///
/// Differs from SwiftUI: a shift-click (or shift-arrow) range selection spans only the rows
/// built at the time (docs/Divergences.md N1; N8–N10 for swipe actions, moves and keys).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection<SelectionValue>
    @Environment(\.listStyle) private var style
    @State private var controller = ListSelectionController()

    public var body: some View {
        let isSelectable = selection.isSelectable
        let selectedIDs = selection.selectedIDs
        let _ = selection.connect(controller)
        ScrollView {
            ListRowStack(pinnedViews: style.pinnedViews) {
                ForEach(sections: content) { section in
                    ListSectionView(section: section, style: style, selection: isSelectable ? controller : nil,
                                    selectedIDs: selectedIDs)
                }
                .environment(\.outlineContext, OutlineContext(isListRows: true, rowsAreSelectable: isSelectable))
            }
            .padding(.vertical, style.verticalPadding)
        }
        .background { style.background }
        .modifier(ListInteractions(selection: isSelectable ? controller : nil))
    }
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

/// The lazy vertical stack holding a list's headers, rows and footers (leading-aligned, no
/// spacing): the lazy-stack engine virtualizes the list.
struct ListRowStack<Content: View>: View {
    let pinnedViews: PinnedScrollableViews
    let content: Content

    init(pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content) {
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    typealias Body = Never
}

extension ListRowStack: LazyStackView {
    typealias Orientation = LazyVerticalOrientation
    var spacing: CGFloat? { 0 }
    var alignmentKey: AlignmentKey { HorizontalAlignment.leading.key }
}

/// One section of a list: its header, rows and footer, each an item of the list's lazy stack
/// (the rows are built on demand).
struct ListSectionView: View {
    let section: SectionConfiguration
    let style: ListStyleKind
    let selection: ListSelectionController?
    let selectedIDs: Set<AnyHashable>

    var body: some View {
        let rows = section.content
        // A `Section` of the lazy stack, so that a plain list pins its header.
        Section {
            ForEach(rows) { row in
                let isSelected = !selectedIDs.isEmpty && row.listSelectionID.map(selectedIDs.contains) == true
                // Only grouped styles tell the first and last rows apart.
                let ends = style.isGrouped ? rows.ends(of: row) : (isFirst: false, isLast: false)
                ListRowView(row: row, isFirst: ends.isFirst, isLast: ends.isLast, style: style,
                            selection: selection, isSelected: isSelected)
            }
        } header: {
            if !section.header.isEmpty {
                section.header
                    .font(style.headerFont)
                    .foregroundStyle(style.headerStyle)
                    .padding(.horizontal, style.headerInset)
                    .padding(.top, style == .sidebar ? 10 : 16)
                    .padding(.bottom, 6)
                    .frame(maxWidth: style.pinnedViews.isEmpty ? nil : .infinity, alignment: .leading)
                    .background { if !style.pinnedViews.isEmpty { Color.systemBackground } }
            } else if style.isGrouped && !section.isImplicit {
                // A declared `Section` stays apart from the one above without a header too
                // (SwiftUI's section spacing in grouped styles).
                Color.clear.frame(height: style.headerlessSectionSpacing)
            }
        } footer: {
            if !section.footer.isEmpty {
                section.footer
                    .font(.footnote)
                    .foregroundStyle(HierarchicalShapeStyle.secondary)
                    .padding(.horizontal, style.headerInset)
                    .padding(.top, 6)
            }
        }
    }
}

/// One row: its content with the row insets (plus its outline indentation), its background
/// or selection highlight, and a separator below unless hidden, last in a grouped section,
/// or in a sidebar. The separator starts where the row's text starts (after a label's icon;
/// ``ListRowSeparatorLayout``).
struct ListRowView: View {
    let row: Subview
    let isFirst: Bool
    let isLast: Bool
    let style: ListStyleKind
    let selection: ListSelectionController?
    let isSelected: Bool
    @Environment(\.editMode) private var editMode

    var body: some View {
        let values = row.containerValues
        let deletion = (editMode?.wrappedValue.isEditing ?? false) ? values.listRowDeletion : nil
        let selectionID = selection == nil && deletion == nil ? nil : row.listSelectionID
        var insets = values.listRowInsets ?? style.rowInsets
        insets.leading += CGFloat(values.outlineLevel + (values.isOutlineLeaf ? 1 : 0)) * DisclosureLabelRow<EmptyView>.indicatorWidth
        return ListRowSeparatorLayout(fallbackLeading: insets.leading) {
            HStack(spacing: 12) {
                if let deletion, let selectionID {
                    ListRowDeleteButton { deletion.delete(row.listElementID ?? selectionID) }
                }
                row
            }
                .padding(insets)
                .frame(maxWidth: .infinity, minHeight: style.rowHeight, alignment: .leading)
                .transformEnvironment(\.foregroundStyle) { if isSelected && style == .sidebar { $0 = AnyShapeStyle(Color.white) } }
                .background {
                    if isSelected {
                        ListSelectionHighlight(style: style)
                    } else {
                        values.listRowBackground ?? AnyView(EmptyView())
                    }
                }
                .modifier(ListRowInteractions(row: row))
                .modifier(ListRowSelectionTap(id: selectionID, selection: selection))
            if values.listRowSeparator != .hidden && !(isLast && style.isGrouped) && style != .sidebar {
                Divider()
            }
        }
        .background {
            if style.isGrouped { ListGroupedRowBackground(style: style, isFirst: isFirst, isLast: isLast) }
        }
        .padding(.horizontal, style.isInset ? 20 : 0)
        // Views nested inside a row are not rows themselves.
        .environment(\.outlineContext, OutlineContext())
    }
}

/// A row's part of its section's grouped background (the secondary grouped background: white,
/// near black in dark mode), with the section's rounded
/// corners (inset styles) on its first and last rows.
struct ListGroupedRowBackground: View {
    let style: ListStyleKind
    let isFirst: Bool
    let isLast: Bool

    var body: some View {
        let radius: CGFloat = style.isInset ? 10 : 0
        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(
            topLeading: isFirst ? radius : 0, bottomLeading: isLast ? radius : 0,
            bottomTrailing: isLast ? radius : 0, topTrailing: isFirst ? radius : 0))
            .fill(Color.secondarySystemGroupedBackground)
            // Under the next row's top edge: two antialiased edges meeting at a fractional
            // position would leave a seam of the list's background between the rows.
            .padding(.bottom, isLast ? 0 : -1)
    }
}

/// The highlight behind a selected row: an accent-colored rounded rectangle in a sidebar, a
/// tinted band elsewhere.
struct ListSelectionHighlight: View {
    let style: ListStyleKind

    var body: some View {
        if style == .sidebar {
            RoundedRectangle(cornerRadius: 6).fill(Color.accentColor).padding(.horizontal, 8)
        } else {
            Rectangle().fill(Color.accentColor.opacity(0.18))
        }
    }
}
