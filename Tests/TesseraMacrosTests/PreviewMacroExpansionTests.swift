import Foundation
import Testing
@testable import TesseraMacros

/// Expands `#Preview` only: `@Previewable` is left for `#Preview` to find, as the compiler
/// hands a macro its arguments unexpanded.
private func expand(_ source: String) -> MacroExpansion {
    MacroExpansion(source, macros: ["Preview": PreviewMacro.self])
}

/// The discovery record every expansion ends with, for the registry type `name`.
private func record(_ number: Int, for registry: String) -> String {
    """
    @section("swift5_tests") @used
    private let __macro_local_\(number)PreviewRecordfMu_: Tessera.__PreviewDiscoveryRecord = (
        0x7470_7276, 0,
        { outValue, type, _, _ in
            Tessera.__storePreviewRegistry(\(registry).self, to: outValue, asTypeAt: type)
        },
        0, 0
    )
    """
}

@Suite("#Preview expansion")
struct PreviewMacroExpansionTests {
    @Test("#Preview { … }: a registry type with the source location and a discovery record")
    func plain() {
        let expansion = expand("""
            import Tessera

            #Preview {
                Text("Hello")
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            import Tessera

            struct __macro_local_7PreviewfMu_: Tessera.PreviewRegistry {
                static let fileID: String = "EntryTests/EntryTests.swift"
                static let line: Int = 3
                static let column: Int = 1
                @MainActor static func makePreview() throws -> Tessera.Preview {
                    Tessera.Preview {
                        Text("Hello")
                    }
                }
            }
            """ + "\n" + record(13, for: "__macro_local_7PreviewfMu_"))
    }

    @Test("#Preview(\"Name\") { … } passes the name; multi-line content keeps its shape")
    func named() {
        let expansion = expand("""
            #Preview("Board") {
                VStack {
                    Text("One")
                    Text("Two")
                }
                .padding()
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("""
                @MainActor static func makePreview() throws -> Tessera.Preview {
                    Tessera.Preview("Board") {
                        VStack {
                            Text("One")
                            Text("Two")
                        }
                        .padding()
                    }
                }
            """))
    }

    @Test("#Preview(traits: .landscapeLeft) { … } passes the trait")
    func traits() {
        let expansion = expand("""
            #Preview(traits: .landscapeLeft) { ContentView() }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("""
                    Tessera.Preview(traits: .landscapeLeft) {
                        ContentView()
                    }
            """))
    }

    @Test("#Preview(\"Name\", traits: a, b) { … } passes the name and every trait in order")
    func nameAndTraits() {
        let expansion = expand("""
            #Preview("Badge", traits: .sizeThatFitsLayout, .fixedLayout(width: 100, height: 40)) {
                Badge()
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("""
                    Tessera.Preview("Badge", traits: .sizeThatFitsLayout, .fixedLayout(width: 100, height: 40)) {
                        Badge()
                    }
            """))
    }

    @Test("a body: argument works like a trailing closure")
    func bodyArgument() {
        let expansion = expand("""
            #Preview("Label", body: { Text("x") })
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("Tessera.Preview(\"Label\") {"))
    }

    @Test("@Previewable variables become state of a wrapper view; the rest becomes its body")
    func previewable() {
        let expansion = expand("""
            #Preview("Toggle") {
                @Previewable @State var isOn = false
                @Previewable @State var title: String = "Enabled"
                let label = title.uppercased()
                Toggle(label, isOn: $isOn)
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            struct __macro_local_7PreviewfMu_: Tessera.PreviewRegistry {
                static let fileID: String = "EntryTests/EntryTests.swift"
                static let line: Int = 1
                static let column: Int = 1
                @MainActor static func makePreview() throws -> Tessera.Preview {
                    Tessera.Preview("Toggle") {
                        __PreviewableWrapper()
                    }
                }
                struct __PreviewableWrapper: Tessera.View {
                    @State var isOn = false
                    @State var title: String = "Enabled"
                    var body: some Tessera.View {
                        let label = title.uppercased()
                        Toggle(label, isOn: $isOn)
                    }
                }
            }
            """ + "\n" + record(13, for: "__macro_local_7PreviewfMu_"))
    }

    @Test("each #Preview in a file gets its own registry and record")
    func twoPreviews() {
        let expansion = expand("""
            #Preview { A() }
            #Preview { B() }
            """)
        #expect(expansion.diagnostics.isEmpty)
        let source = expansion.expandedSource
        #expect(source.components(separatedBy: ": Tessera.PreviewRegistry {").count == 3)
        #expect(source.components(separatedBy: "@section(\"swift5_tests\") @used").count == 3)
        #expect(source.contains("static let line: Int = 1"))
        #expect(source.contains("static let line: Int = 2"))
    }

    @Test("@Previewable alone expands to nothing")
    func previewableAlone() {
        let expansion = MacroExpansion("""
            @Previewable var x = 1
            """, macros: ["Previewable": PreviewableMacro.self])
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == "var x = 1")
    }
}

@Suite("#Preview diagnostics")
struct PreviewMacroDiagnosticsTests {
    @Test("#Preview without a closure says what to write")
    func missingClosure() {
        let expansion = expand("""
            #Preview("Name")
            """)
        #expect(expansion.messages == [
            "'#Preview' requires a closure that returns the view to preview, such as '#Preview { ContentView() }'",
        ])
    }

    @Test("#Preview inside a type is rejected")
    func insideAType() {
        let expansion = expand("""
            struct Container {
                #Preview { Text("x") }
            }
            """)
        #expect(expansion.messages == ["'#Preview' can only be used at file scope, outside any type or function"])
    }

    @Test("an argument #Preview doesn't take is reported on that argument")
    func unexpectedArgument() {
        let expansion = expand("""
            #Preview("Name", size: 3) { Text("x") }
            """)
        #expect(expansion.messages == ["'#Preview' takes a name, 'traits:' and a closure; remove this argument"])
    }

    @Test("a name after other arguments is reported")
    func nameNotFirst() {
        let expansion = expand("""
            #Preview(traits: .portrait) { Text("x") }
            """)
        #expect(expansion.diagnostics.isEmpty)
        let misplaced = expand("""
            #Preview(body: { Text("x") }, "Name")
            """)
        #expect(misplaced.messages.contains(
            "'#Preview' takes its name as the first argument: '#Preview(\"Name\", traits: …) { … }'"))
    }
}
