/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Built-in gestures (`TapGesture`, `SpatialTapGesture`, `LongPressGesture`, `DragGesture`)
/// recognize pointer events; `onChanged`, `onEnded`, `updating` and `map` wrap them. A custom
/// gesture returns another gesture from `body`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body; they make recognizers directly.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture that makes its recognizer itself.
@MainActor
protocol PrimitiveGesture: Gesture {
    func makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture {
    /// The recognizer for this gesture: its own, or its body's.
    func recognizer() -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.anyRecognizer() as! GestureRecognizer<Value>
        }
        // A custom gesture's value is its body's (as in SwiftUI, where `Value` is inferred so).
        let inner: AnyObject = body.recognizer()
        return inner as! GestureRecognizer<Value>
    }
}

extension PrimitiveGesture {
    func anyRecognizer() -> AnyObject { makeRecognizer() }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by the
/// view and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates a mask from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}
