import SwiftSyntax
import SwiftSyntaxBuilder

extension EntryProperty {
    /// Whether `declaration` is a single property with a plain name and no accessors, which
    /// can take accessors even when `@Entry` reports an error about it (a wrong container, a
    /// missing default, a focused value that isn't optional). For a `let`, the compiler then
    /// says it cannot take accessors, which is the same advice as `@Entry`'s.
    static func canTakeRecoveryAccessors(_ declaration: some DeclSyntaxProtocol) -> Bool {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindings.count == 1, let binding = variable.bindings.first
        else { return false }
        return binding.pattern.is(IdentifierPatternSyntax.self) && binding.accessorBlock == nil
    }

    /// Accessors for a property `@Entry` has reported an error about. They are only ever
    /// compiled alongside that error, so they never run; they keep the compiler from reporting
    /// the property as a stored property in an extension as well.
    static var recoveryAccessors: [AccessorDeclSyntax] {
        [
            "get { Swift.fatalError(\"'@Entry' could not expand this property\") }",
            "set {}",
        ]
    }
}
