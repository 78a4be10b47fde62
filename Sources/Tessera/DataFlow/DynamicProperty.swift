/// An interface for a stored variable that updates an external property of a view.
///
/// The view graph gives each dynamic property its storage before `body` is evaluated, then
/// calls `update()`. Tessera finds the dynamic properties of a view type once (by field offset)
/// and never reflects on the hot path.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
