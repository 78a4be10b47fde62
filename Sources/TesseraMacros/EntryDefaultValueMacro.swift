import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The implementation of `@__EntryDefaultValue`, which `@Entry` attaches to its key's
/// `defaultValue`: `static var defaultValue = <expression>` gets the getter
/// `get { <expression> }`.
///
/// The compiler still reads the initial value to infer the property's type, but no storage is
/// made: the expression is evaluated on each read. That keeps a default such as `Model()`
/// fresh for every reader, needs no `Sendable` storage under strict concurrency, and lets
/// `@Entry var flag = true` work without a type annotation.
public struct EntryDefaultValueMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              let value = variable.bindings.first?.initializer?.value
        else {
            throw DiagnosticsError.entry(.defaultValueWithoutInitializer, at: declaration)
        }
        return ["get { \(value.trimmed) }"]
    }
}
