import SwiftSyntax
import SwiftSyntaxMacros

/// The implementation of `@Entry`: a property in an extension of `EnvironmentValues`,
/// `ContainerValues`, `FocusedValues` or `Transaction` becomes a computed property backed by
/// a generated key type.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // expands to
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: Tessera.EnvironmentKey {
///         @Tessera.__EntryDefaultValue
///         static var defaultValue: Color = .blue
///     }
/// }
/// ```
///
/// Both roles check the declaration the same way; only the peer role reports what is wrong,
/// so each mistake is diagnosed once, and the accessor role recovers so that it is the only
/// error the compiler shows for the property.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        do {
            return try EntryProperty(
                declaration: declaration, lexicalContext: context.lexicalContext
            ).accessors
        } catch {
            // The peer role reports the mistake. A plain `var` still gets accessors so the
            // compiler doesn't add "extensions must not contain stored properties" and "did
            // not produce an accessor" on top of it; the build fails on the one error anyway.
            guard EntryProperty.canTakeRecoveryAccessors(declaration) else { return [] }
            return EntryProperty.recoveryAccessors
        }
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try EntryProperty(
            declaration: declaration, lexicalContext: context.lexicalContext)
        return [property.keyDeclaration]
    }
}
