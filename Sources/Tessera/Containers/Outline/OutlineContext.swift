/// Where outline content (disclosure groups, outline groups) is being declared: as rows of a
/// list (`List`, grouped `Form`), at which nesting level, and whether the rows are selectable.
struct OutlineContext: Hashable, Sendable {
    /// Whether the content's subviews become rows of a list.
    var isListRows = false
    /// The nesting level: 0 for top-level rows, one more inside each expanded group.
    var level = 0
    /// Whether tapping a row selects it (then only a group's chevron toggles it).
    var rowsAreSelectable = false

    /// The context of a group's content: one level deeper.
    var nested: OutlineContext {
        var context = self
        context.level += 1
        return context
    }
}

extension EnvironmentValues {
    /// Where outline content is being declared (set by `List` and `Form`).
    @Entry var outlineContext: OutlineContext = OutlineContext()
}

extension ContainerValues {
    /// The outline level of a list row (0: top level): the list indents the row by that many
    /// levels.
    @Entry var outlineLevel: Int = 0
    /// Whether the row is a leaf of an outline group, which leaves room for the chevron its
    /// siblings with children show.
    @Entry var isOutlineLeaf: Bool = false
}
