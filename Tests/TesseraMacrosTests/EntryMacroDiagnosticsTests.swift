import Testing
@testable import TesseraMacros

@Suite("@Entry diagnostics")
struct EntryMacroDiagnosticsTests {
    /// Expands `declaration` inside `extension <container> { … }` and returns the expansion.
    private func expand(_ declaration: String, in container: String = "EnvironmentValues") -> MacroExpansion {
        MacroExpansion("extension \(container) {\n    \(declaration)\n}")
    }

    @Test("each mistake is reported exactly once, with a message that says what to write", arguments: [
        ("@Entry let value: Int = 0", EntryDiagnostic.letBinding),
        ("@Entry static var value: Int = 0", .staticProperty),
        ("@Entry var (a, b): (Int, Int) = (0, 1)", .notASimpleName),
        ("@Entry var value: Int { 0 }", .hasAccessors),
        ("@Entry var value: Int", .missingDefaultValue),
        ("@Entry var value: [Int?]", .missingDefaultValue),
        ("@Entry func value() {}", .notAVariable),
    ])
    func environmentMistakes(declaration: String, expected: EntryDiagnostic) {
        let expansion = expand(declaration)
        #expect(expansion.messages == [expected.message])
        #expect(!expansion.expandedSource.contains("__Key_"))
    }

    @Test("a focused value must be optional and default to nil", arguments: [
        ("@Entry var note: Note", EntryDiagnostic.focusedValueNotOptional),
        ("@Entry var note: Note? = Note()", .focusedValueWithDefault),
        ("@Entry var note = Note()", .focusedValueWithoutType),
    ])
    func focusedMistakes(declaration: String, expected: EntryDiagnostic) {
        let expansion = expand(declaration, in: "FocusedValues")
        #expect(expansion.messages == [expected.message])
        #expect(!expansion.expandedSource.contains("__Key_"))
    }

    @Test("@Entry outside the four containers names the containers it works in", arguments: [
        "extension View {\n    @Entry var value: Int = 0\n}",
        "struct Settings {\n    @Entry var value: Int = 0\n}",
        "@Entry var value: Int = 0",
        "func f() {\n    @Entry var value: Int = 0\n}",
    ])
    func outsideAContainer(source: String) {
        let expansion = MacroExpansion(source)
        #expect(expansion.messages == [EntryDiagnostic.notInAContainer.message])
        #expect(expansion.messages.first == "'@Entry' can only be used in an extension of "
            + "EnvironmentValues, ContainerValues, FocusedValues or Transaction")
    }

    @Test("a non-optional entry without a default asks for one and offers to make the type optional")
    func missingDefaultMessageAndFixIt() {
        let expansion = expand("@Entry var count: Int")
        #expect(expansion.messages == ["'@Entry' requires a default value for a property of "
            + "non-optional type; add '= <value>' or make the type optional to default to nil"])
        let fixIts = expansion.fixIts(ofDiagnosticAt: 0)
        #expect(fixIts.map(\.message) == ["Make the type optional"])
        #expect(fixIts.map(\.replacement) == ["Int?"])
    }

    @Test("making a function type optional adds parentheses")
    func optionalFunctionFixIt() {
        let expansion = expand("@Entry var action: () -> Void", in: "FocusedValues")
        #expect(expansion.fixIts(ofDiagnosticAt: 0).map(\.replacement) == ["(() -> Void)?"])
    }

    @Test("'let' is diagnosed with a fix-it to 'var'")
    func letFixIt() {
        let expansion = expand("@Entry let value: Int = 0")
        #expect(expansion.fixIts(ofDiagnosticAt: 0).map(\.message) == ["Replace 'let' with 'var'"])
        #expect(expansion.fixIts(ofDiagnosticAt: 0).map(\.replacement) == ["var"])
    }

    @Test("a focused value's default is diagnosed with a fix-it that removes it")
    func focusedDefaultFixIt() {
        let expansion = expand("@Entry var note: Note? = Note()", in: "FocusedValues")
        #expect(expansion.fixIts(ofDiagnosticAt: 0).map(\.message) == ["Remove the default value"])
        #expect(expansion.fixIts(ofDiagnosticAt: 0).map(\.replacement) == ["note: Note?"])
    }

    @Test("a diagnostic points at the part of the declaration to change")
    func diagnosticLocation() throws {
        let expansion = expand("@Entry var count: Int")
        let diagnostic = try #require(expansion.diagnostics.first)
        #expect(diagnostic.node.trimmedDescription == "Int")
    }
}
