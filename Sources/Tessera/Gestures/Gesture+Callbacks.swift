extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// The state is reset to its initial value when the gesture ends or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that calls an action each time its content's value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Value> {
        let action = action
        var last: Value?
        return MapRecognizer(content.recognizer()) { step in
            if case .changed(let value) = step, value != last {
                last = value
                action(value)
            }
            return step
        }
    }
}

/// A gesture that calls an action when its content ends.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let action: (Content.Value) -> Void
    public typealias Value = Content.Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Value> {
        let action = action
        return MapRecognizer(content.recognizer()) { step in
            if case .ended(let value) = step { action(value) }
            return step
        }
    }
}

/// A gesture whose value is its content's, transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer<Value> {
        let transform = transform
        return MapRecognizer(content.recognizer()) { step in
            switch step {
            case .possible: .possible
            case .changed(let value): .changed(transform(value))
            case .ended(let value): .ended(transform(value))
            case .failed: .failed
            }
        }
    }
}

/// A gesture that updates the state provided by a gesture's updating callback.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    public typealias Value = Base.Value

    func makeRecognizer() -> GestureRecognizer<Value> {
        let state = state, update = body
        return MapRecognizer(base.recognizer(), onCancel: { state.reset() }) { step in
            switch step {
            case .changed(let value):
                var current = state.wrappedValue
                var transaction = Transaction()
                update(value, &current, &transaction)
                state.set(current)
            case .ended, .failed:
                state.reset()
            case .possible:
                break
            }
            return step
        }
    }
}
