/// Creates an environment values, transaction, container values, or focused values entry.
///
/// Attach `@Entry` to a property in an extension of ``EnvironmentValues``, ``Transaction``,
/// ``ContainerValues`` or ``FocusedValues``. The macro generates the key type and the getter
/// and setter that read and write the value through it.
///
/// ## Environment Values
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var myCustomValue: String = "Default value"
///     @Entry var anotherCustomValue = true
/// }
/// ```
///
/// ## Transaction Values
///
/// ```swift
/// extension Transaction {
///     @Entry var myCustomValue: String = "Default value"
/// }
/// ```
///
/// ## Container Values
///
/// ```swift
/// extension ContainerValues {
///     @Entry var icon: String = "photo"
///     @Entry var pinColor: Color?
/// }
/// ```
///
/// ## Focused Values
///
/// Since the default value for focused values is always `nil`, focused value entries must
/// have an optional type and no default value:
///
/// ```swift
/// extension FocusedValues {
///     @Entry var selectedNote: Note?
/// }
/// ```
///
/// The default value is evaluated each time it's needed, not stored: an entry whose default
/// is `Model()` gives every reader that finds no value a new model. A property of optional
/// type without a default value defaults to `nil`; a property of non-optional type needs one.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TesseraMacros", type: "EntryMacro")

/// Makes the default value of a key that `Entry()` generates a computed property, evaluated
/// on each read.
///
/// The `Entry()` macro attaches this to the `defaultValue` of the key type it generates; you
/// don't use it directly.
@attached(accessor)
public macro __EntryDefaultValue() = #externalMacro(
    module: "TesseraMacros", type: "EntryDefaultValueMacro")
