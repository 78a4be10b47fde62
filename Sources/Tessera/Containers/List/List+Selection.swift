/// The selection binding of a list: none, a single optional value, or a set.
struct ListSelection<Value: Hashable> {
    var single: Binding<Value?>?
    var multiple: Binding<Set<Value>>?

    var isSelectable: Bool { single != nil || multiple != nil }

    /// The selected values, type-erased (reading them records a dependency on the binding).
    var selectedIDs: Set<AnyHashable> {
        if let single { return single.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        if let multiple { return Set(multiple.wrappedValue.map { AnyHashable($0) }) }
        return []
    }

    /// Points `controller` at this binding: what a tap on a row then does.
    @MainActor
    func connect(_ controller: ListSelectionController) {
        if let single {
            controller.select = { id, _, _ in
                guard let value = id.base as? Value else { return }
                single.wrappedValue = value
                controller.anchor = id
            }
        } else if let multiple {
            controller.select = { id, modifiers, order in
                guard let value = id.base as? Value else { return }
                let typedOrder = order.compactMap { $0.base as? Value }
                let typedAnchor = controller.anchor.flatMap { $0.base as? Value }
                let result = ListSelectionRules.select(value, in: multiple.wrappedValue, order: typedOrder,
                                                       anchor: typedAnchor, modifiers: modifiers)
                multiple.wrappedValue = result.selection
                controller.anchor = result.anchor.map { AnyHashable($0) }
            }
        }
    }
}

/// What a tap on a row of a selectable list does, kept by the list for as long as it lives.
///
/// One instance per list, so rows holding it compare equal across updates: a selection change
/// re-evaluates only the rows whose highlight changes (rows get `isSelected` as a value).
@MainActor
final class ListSelectionController {
    /// Selects the row with this id after a tap with these modifier keys; the last argument is
    /// every row id of the list, in order (for shift-extension).
    var select: (AnyHashable, EventModifiers, [AnyHashable]) -> Void = { _, _, _ in }
    /// Where the last plain or command tap selected: the start of a shift-extended range.
    var anchor: AnyHashable?
    /// The row the last tap or arrow key went to (where the next arrow key starts).
    var cursor: AnyHashable?
}

/// How a tap changes a multiple selection, as in macOS and GTK lists.
enum ListSelectionRules {
    /// - no modifier: the tapped row alone; it becomes the anchor.
    /// - command or control: the tapped row is added or removed; it becomes the anchor.
    /// - shift: the rows from the anchor to the tapped row (in list order) are selected, replacing
    ///   the selection (added to it when command or control is held too); the anchor stays.
    static func select<Value: Hashable>(_ value: Value, in selection: Set<Value>, order: [Value], anchor: Value?,
                                        modifiers: EventModifiers) -> (selection: Set<Value>, anchor: Value?) {
        let toggles = modifiers.contains(.command) || modifiers.contains(.control)
        if modifiers.contains(.shift), let anchor, let from = order.firstIndex(of: anchor), let to = order.firstIndex(of: value) {
            let range = Set(order[min(from, to)...max(from, to)])
            return (toggles ? selection.union(range) : range, anchor)
        }
        if toggles {
            var result = selection
            if result.contains(value) { result.remove(value) } else { result.insert(value) }
            return (result, value)
        }
        return ([value], value)
    }
}

extension Subview {
    /// The id of the nearest `ForEach` element around the original view (an `OutlineGroup`
    /// node's id for its rows): what `onDelete` and `onMove` find the row's offset by.
    @MainActor
    var listElementID: AnyHashable? {
        // A subview passed on through another container shows the original further in.
        var original = resolved.node
        while let inner = original.viewAs(Subview.self) { original = inner.resolved.node }
        // Start from the view itself: a row wrapped by a modifier (an outline level) is
        // resolved at the modifier, above its own `ForEach` element.
        var current: ViewNode? = original.walkSingleSubviewPath { _ in }
        while let node = current {
            if let id = node.key.elementID { return id }
            // Stop at the list's hidden source: ids above it belong to other containers.
            if let owner = node.parent, owner.subviewBehavior == .transform, owner.children.first === node { return nil }
            current = node.parent
        }
        return nil
    }
}

/// Makes a list row select itself when tapped (no-op when the list has no selection or the
/// row no id).
struct ListRowSelectionTap: ViewModifier {
    let id: AnyHashable?
    let selection: ListSelectionController?

    func body(content: Content) -> some View {
        if let id, let selection {
            content.modifier(_ListRowSelectionModifier(id: id, selection: selection))
        } else {
            content
        }
    }
}

/// The tap target of a selectable list row.
struct _ListRowSelectionModifier: ViewModifier {
    let id: AnyHashable
    let selection: ListSelectionController
    typealias Body = Never
}

extension _ListRowSelectionModifier: PrimitiveModifier {
    static var subviewBehavior: SubviewBehavior { .distributing }
}

extension _ListRowSelectionModifier: ModifierAwareTapTarget {
    var tapCount: Int { 1 }

    func performTap(at location: CGPoint, node: ViewNode) {
        performTap(at: location, node: node, modifiers: [])
    }

    func performTap(at location: CGPoint, node: ViewNode, modifiers: EventModifiers) {
        selection.cursor = id
        selection.select(id, modifiers, Self.rowIDs(around: node))
        node.environment.navigationSplitColumn?.selectionMade()
    }

    /// Every selectable row id of the list containing `node`, in list order.
    static func rowIDs(around node: ViewNode) -> [AnyHashable] {
        var list: ViewNode? = node
        while let current = list, !current.viewIs((any ListRoot).self) { list = current.parent }
        guard let list else { return [] }
        var ids: [AnyHashable] = []
        func visit(_ node: ViewNode) {
            if let row = node.viewAs(ListRowView.self) {
                if let id = row.row.listSelectionID { ids.append(id) }
                return
            }
            for child in node.children { visit(child) }
        }
        visit(list)
        return ids
    }
}

/// Marks `List` nodes (found when a row collects the list's row order).
@MainActor
protocol ListRoot {}

extension List: ListRoot {}
