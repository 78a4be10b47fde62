extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}

/// A modifier that sets a preference value for its view (replacing its content's value).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    public var value: Key.Value
    public init(value: Key.Value) { self.value = value }
    public typealias Body = Never
}

/// A modifier that transforms the preference value of its content.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    public var transform: (inout Key.Value) -> Void
    public init(transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
    public typealias Body = Never
}

/// A modifier that runs an action when its content's combined preference value changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    public var action: (Key.Value) -> Void
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }
    public typealias Body = Never
}

/// A node that produces or rewrites preference values.
@MainActor
protocol PreferenceSource {
    /// This node's value for `key`, given its content's value (nil when the content has none).
    func preferenceValue<K: PreferenceKey>(for key: K.Type, content: () -> K.Value?) -> K.Value?
}

extension _PreferenceWritingModifier: PrimitiveModifier, PreferenceSource {
    func preferenceValue<K: PreferenceKey>(for key: K.Type, content: () -> K.Value?) -> K.Value? {
        if K.self == Key.self { return value as? K.Value }
        return content()
    }
}

extension _PreferenceTransformModifier: PrimitiveModifier, PreferenceSource {
    func preferenceValue<K: PreferenceKey>(for key: K.Type, content: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return content() }
        var value = (content() as? Key.Value) ?? Key.defaultValue
        transform(&value)
        return value as? K.Value
    }
}

/// The last value an `onPreferenceChange` node reported, and its latest action.
@MainActor
final class PreferenceObservation<Value: Equatable> {
    var last: Value?
    var action: (Value) -> Void
    init(action: @escaping (Value) -> Void) { self.action = action }
}

extension _PreferenceActionModifier: PrimitiveModifier {
    func reconcile(content: BorrowedView, in node: ViewNode) {
        if let observation = node.payload as? PreferenceObservation<Key.Value> {
            observation.action = action
        } else {
            node.payload = PreferenceObservation<Key.Value>(action: action)
            node.graph.observeUpdates(node)
        }
        node.updateChild(key: .body, view: content, environment: node.environment)
    }

    /// Reads the content's combined value after an update and reports a change.
    static func check(_ node: ViewNode) {
        guard let observation = node.payload as? PreferenceObservation<Key.Value> else { return }
        let value = node.children.first.flatMap { $0.preferenceValue(for: Key.self) } ?? Key.defaultValue
        if observation.last != value {
            observation.last = value
            let action = observation.action
            node.graph.enqueueAction { action(value) }
        }
    }
}

/// An `onPreferenceChange` node's check, callable without knowing its key type.
@MainActor
protocol PreferenceObserver {
    static func check(_ node: ViewNode)
}

extension _PreferenceActionModifier: PreferenceObserver {}

extension ViewNode {
    /// The combined value of `key` over this node's subtree, in view order; nil if no view in
    /// the subtree sets it.
    ///
    /// - Complexity: O(subtree).
    func preferenceValue<K: PreferenceKey>(for key: K.Type) -> K.Value? {
        // A view its container doesn't show (ViewThatFits' other choices) reports nothing.
        if let layoutNode, !borrowsLayout, !layoutNode.isPlaced, layoutNode.parent != nil { return nil }
        let combineChildren: () -> K.Value? = {
            var result: K.Value?
            for child in self.children {
                guard let next = child.preferenceValue(for: key) else { continue }
                if result == nil {
                    result = next
                } else {
                    K.reduce(value: &result!, nextValue: { next })
                }
            }
            return result
        }
        if let source = modifierValue as? any PreferenceSource {
            return source.preferenceValue(for: key, content: combineChildren)
        }
        return combineChildren()
    }

    /// The modifier of a `ModifiedContent` node, if this node is one.
    var modifierValue: Any? {
        guard traits.isModifiedContent else { return nil }
        return viewAs((any ModifiedContentProtocol).self)?.anyModifier
    }
}

/// Access to a `ModifiedContent`'s modifier without knowing its types.
protocol ModifiedContentProtocol {
    var anyModifier: Any { get }
    /// The modifier's type.
    static var modifierType: Any.Type { get }
}

extension ModifiedContent: ModifiedContentProtocol {
    var anyModifier: Any { modifier }
    static var modifierType: Any.Type { Modifier.self }
}

extension ViewGraph {
    /// Registers a node to be checked after every update (preference observers).
    func observeUpdates(_ node: ViewNode) {
        updateObservers.append(WeakNode(node))
    }

    /// Runs the registered after-update checks.
    func runUpdateObservers() {
        updateObservers.removeAll { $0.node == nil || $0.node?.isMounted == false }
        for entry in updateObservers {
            guard let node = entry.node, let observer = node.modifierValue.map({ type(of: $0) }) as? any PreferenceObserver.Type else { continue }
            observer.check(node)
        }
    }
}
