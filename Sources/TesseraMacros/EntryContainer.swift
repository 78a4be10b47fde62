import SwiftSyntax

/// A type whose extensions can declare `@Entry` properties, and the key protocol its entries use.
///
/// `@Entry` finds the container from the declaration the property is written in — normally
/// `extension EnvironmentValues { … }` — so the same attribute makes an environment key in one
/// extension and a container value key in another.
enum EntryContainer: CaseIterable, Sendable {
    case environmentValues
    case containerValues
    case focusedValues
    case transaction

    /// The container's name, as written in an extension of it.
    var typeName: String {
        switch self {
        case .environmentValues: "EnvironmentValues"
        case .containerValues: "ContainerValues"
        case .focusedValues: "FocusedValues"
        case .transaction: "Transaction"
        }
    }

    /// The module-qualified key protocol that the generated key type conforms to, so that a
    /// user type of the same name cannot capture the conformance.
    var keyProtocol: String {
        switch self {
        case .environmentValues: "Tessera.EnvironmentKey"
        case .containerValues: "Tessera.ContainerValueKey"
        case .focusedValues: "Tessera.FocusedValueKey"
        case .transaction: "Tessera.TransactionKey"
        }
    }

    /// Whether the key declares a default value. A focused value's default is always `nil`.
    var hasDefaultValue: Bool { self != .focusedValues }

    /// The container that encloses a macro's declaration, or `nil` if the innermost enclosing
    /// declaration is not an extension of (or the definition of) one of the containers.
    ///
    /// - Parameter lexicalContext: The enclosing declarations, innermost first, as a
    ///   `MacroExpansionContext` gives them.
    init?(lexicalContext: [Syntax]) {
        guard let innermost = lexicalContext.first, let name = Self.declaredTypeName(of: innermost),
              let container = Self.allCases.first(where: { $0.typeName == name })
        else { return nil }
        self = container
    }

    /// The last name component of the type an extension extends, or the name of a type
    /// declaration; `nil` for any other kind of scope.
    private static func declaredTypeName(of scope: Syntax) -> String? {
        if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
            return lastNameComponent(of: extensionDecl.extendedType)
        }
        if let structDecl = scope.as(StructDeclSyntax.self) { return structDecl.name.text }
        return nil
    }

    /// `EnvironmentValues` for `EnvironmentValues`, `Tessera.EnvironmentValues` or
    /// `SwiftUI.EnvironmentValues`.
    private static func lastNameComponent(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }
}
