import SwiftSyntaxMacros
import Testing
@testable import TesseraMacros

@Suite("@__EntryDefaultValue expansion")
struct EntryDefaultValueMacroTests {
    private let macros: [String: any Macro.Type] = ["__EntryDefaultValue": EntryDefaultValueMacro.self]

    @Test("the initial value becomes a getter, evaluated on every read")
    func getter() {
        let expansion = MacroExpansion("""
            struct __Key_model: Tessera.EnvironmentKey {
                @__EntryDefaultValue
                static var defaultValue: Model = Model()
            }
            """, macros: macros)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            struct __Key_model: Tessera.EnvironmentKey {
                static var defaultValue: Model {
                    get {
                        Model()
                    }
                }
            }
            """)
    }

    @Test("a property without an initial value is an error")
    func withoutInitializer() {
        let expansion = MacroExpansion("""
            struct Key {
                @__EntryDefaultValue
                static var defaultValue: Int
            }
            """, macros: macros)
        #expect(expansion.messages == [EntryDiagnostic.defaultValueWithoutInitializer.message])
    }

    @Test("@Entry then @__EntryDefaultValue give the key a computed default")
    func nestedExpansion() {
        let entry = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var icon: String = "photo"
            }
            """)
        // SwiftSyntax's expander neither expands macros inside an expansion nor looks up a
        // module-qualified attribute, so the second step is run by hand on the first's output,
        // as the compiler does.
        let key = MacroExpansion(
            entry.expandedSource.replacing("@Tessera.__EntryDefaultValue", with: "@__EntryDefaultValue"),
            macros: macros)
        #expect(entry.diagnostics.isEmpty && key.diagnostics.isEmpty)
        #expect(key.expandedSource.contains("""
                private struct __Key_icon: Tessera.EnvironmentKey {
                    static var defaultValue: String {
                        get {
                            "photo"
                        }
                    }
                }
            """))
    }
}
