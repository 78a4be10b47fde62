/// The `@State` (and `@StateObject`) storage of a released subtree, kept so that the same
/// identity gets it back when it is built again (a lazy container's row scrolled away and
/// back, as SwiftUI keeps lazy rows' state).
///
/// A tree mirroring the released nodes: each level holds its node's state slots and its
/// children's parked state by key and view type. Slots that must not outlive their node
/// (subscriptions, environment readers) are replaced by a placeholder, so the installer makes
/// fresh ones while the parked slots keep their positions.
@MainActor
final class ParkedState {
    struct ChildID: Hashable {
        let key: ChildKey
        let type: ObjectIdentifier
    }

    let slots: [AnyObject]
    var children: [ChildID: ParkedState]

    /// Captures `node`'s subtree, or returns `nil` when it holds no parkable state.
    init?(capturing node: ViewNode) {
        var hasState = false
        slots = node.stateSlots.map { slot in
            if slot is any ParkableStateSlot { hasState = true; return slot }
            return ParkedSlotPlaceholder.shared
        }
        var children: [ChildID: ParkedState] = [:]
        for child in node.children {
            if let parked = ParkedState(capturing: child) {
                children[ChildID(key: child.key, type: ObjectIdentifier(child.viewType))] = parked
            }
        }
        self.children = children
        if !hasState && children.isEmpty { return nil }
    }

    /// Takes the parked state of the child at `key` with view type `type`, if any.
    func takeChild(key: ChildKey, type: any View.Type) -> ParkedState? {
        children.removeValue(forKey: ChildID(key: key, type: ObjectIdentifier(type)))
    }
}

/// A state slot whose storage may outlive its node and be reinstalled in a new node of the
/// same identity (`@State`'s location, `@StateObject`'s box).
protocol ParkableStateSlot: AnyObject {}

/// Stands in for a slot that is not parked; never matches a slot type, so the installer
/// replaces it.
final class ParkedSlotPlaceholder: Sendable {
    static let shared = ParkedSlotPlaceholder()
}

extension StateLocation: ParkableStateSlot {}
extension StateObjectBox: ParkableStateSlot {}
