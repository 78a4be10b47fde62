import SwiftSyntax
import SwiftSyntaxBuilder

extension EntryProperty {
    /// The getter and setter that make the property read and write its key's slot in the
    /// container: `get { self[__Key_name.self] }` and `set { self[__Key_name.self] = newValue }`.
    var accessors: [AccessorDeclSyntax] {
        [
            "get { self[\(keyName).self] }",
            "set { self[\(keyName).self] = newValue }",
        ]
    }

    /// The key type, declared beside the property.
    ///
    /// The key is `private`: only the accessors, written in the same extension, name it, and
    /// a public property may use a private key in its (non-inlinable) accessors. For an
    /// environment, container or transaction entry, `defaultValue` becomes a computed property
    /// through `@__EntryDefaultValue`, so the default expression is evaluated on every read
    /// that finds no value set, as in SwiftUI, and its type can be inferred from the
    /// expression when the property has no type annotation. A focused value's key only names
    /// the unwrapped type; its default is always `nil`.
    var keyDeclaration: DeclSyntax {
        switch keyContents {
        case .valueType(let valueType):
            return """
                private struct \(keyName): \(raw: container.keyProtocol) {
                    typealias Value = \(valueType)
                }
                """
        case .defaultValue(let value, let type):
            let annotation = type.map { TypeAnnotationSyntax(type: $0) }
            return """
                private struct \(keyName): \(raw: container.keyProtocol) {
                    @Tessera.__EntryDefaultValue
                    static var defaultValue\(annotation) = \(value)
                }
                """
        }
    }
}
