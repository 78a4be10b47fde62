import SwiftSyntaxMacros
import Testing
@testable import TesseraMacros

@Suite("TesseraMacrosPlugin")
struct TesseraMacrosPluginTests {
    @Test("the plugin resolves each macro its #externalMacro declarations name")
    func resolvesDeclaredMacros() throws {
        let plugin = TesseraMacrosPlugin()
        let entry = try plugin.resolveMacro(moduleName: "TesseraMacros", typeName: "EntryMacro")
        let defaultValue = try plugin.resolveMacro(
            moduleName: "TesseraMacros", typeName: "EntryDefaultValueMacro")
        #expect(entry is EntryMacro.Type)
        #expect(defaultValue is EntryDefaultValueMacro.Type)
        #expect(try plugin.resolveMacro(moduleName: "TesseraMacros", typeName: "PreviewMacro") is PreviewMacro.Type)
        #expect(try plugin.resolveMacro(moduleName: "TesseraMacros", typeName: "PreviewableMacro") is PreviewableMacro.Type)
    }

    @Test("an unknown macro or module is an error that names it", arguments: [
        ("TesseraMacros", "NoSuchMacro"), ("OtherMacros", "EntryMacro"),
    ])
    func unknownMacro(moduleName: String, typeName: String) {
        #expect {
            _ = try TesseraMacrosPlugin().resolveMacro(moduleName: moduleName, typeName: typeName)
        } throws: { error in
            String(describing: error) == "TesseraMacros provides no macro named '\(moduleName).\(typeName)'"
        }
    }
}
