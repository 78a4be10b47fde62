import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing
@testable import TesseraMacros

@Suite("@Entry error recovery")
struct EntryMacroRecoveryTests {
    @Test("a property @Entry rejects still gets accessors, so the compiler adds no errors of its own")
    func recoveryAccessors() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var count: Int
            }
            """)
        #expect(expansion.diagnostics.count == 1)
        #expect(expansion.expandedSource.contains(
            "Swift.fatalError(\"'@Entry' could not expand this property\")"))
        #expect(!expansion.expandedSource.contains("__Key_"))
    }

    @Test("a property that can't take accessors gets none")
    func noRecoveryForComputedProperty() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var count: Int { 0 }
            }
            """)
        #expect(expansion.messages == [EntryDiagnostic.hasAccessors.message])
        #expect(!expansion.expandedSource.contains("fatalError"))
    }

    @Test("several properties in one declaration are rejected by the macro itself")
    func multipleBindings() throws {
        // The compiler hands such a declaration to the peer role (SwiftSyntax's expander
        // refuses it before calling the macro), so call the macro directly.
        let source = Parser.parse(source: """
            extension EnvironmentValues {
                @Entry var a: Int = 0, b: Int = 1
            }
            """)
        let extensionDecl = try #require(source.statements.first?.item.as(ExtensionDeclSyntax.self))
        let variable = try #require(extensionDecl.memberBlock.members.first?.decl.as(VariableDeclSyntax.self))
        let attribute = try #require(variable.attributes.first?.as(AttributeSyntax.self))
        let context = BasicMacroExpansionContext(lexicalContext: [Syntax(extensionDecl)])
        #expect {
            _ = try EntryMacro.expansion(of: attribute, providingPeersOf: variable, in: context)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == [EntryDiagnostic.multipleBindings.message]
        }
        let accessors = try EntryMacro.expansion(
            of: attribute, providingAccessorsOf: variable, in: context)
        #expect(accessors.isEmpty)
    }
}
