import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The implementation of `#Preview`: a type that makes the preview, and a discovery record
/// that lets the previews gallery find that type at run time.
///
/// ```swift
/// #Preview("Board", traits: .landscapeLeft) {
///     @Previewable @State var count = 3
///     Stepper("Cards", value: $count)
/// }
/// // expands to
/// struct $s…Preview…: Tessera.PreviewRegistry {
///     static let fileID: String = "App/Board.swift"
///     static let line: Int = 12
///     static let column: Int = 1
///     @MainActor static func makePreview() throws -> Tessera.Preview {
///         Tessera.Preview("Board", traits: .landscapeLeft) {
///             __PreviewableWrapper()
///         }
///     }
///     struct __PreviewableWrapper: Tessera.View {
///         @State var count = 3
///         var body: some Tessera.View {
///             Stepper("Cards", value: $count)
///         }
///     }
/// }
/// @section("swift5_tests") @used
/// private let $s…Record…: Tessera.__PreviewDiscoveryRecord = (0x7470_7276, 0, { … }, 0, 0)
/// ```
///
/// `PreviewDiscovery` (in Tessera) explains the record.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard context.lexicalContext.isEmpty else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewDiagnostic.notAtFileScope)])
        }
        let arguments = try PreviewArguments(node)
        let body = PreviewBody(arguments.body)
        let registry = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("PreviewRecord")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)

        let initArguments = ([arguments.name].compactMap { $0?.trimmedDescription }
            + arguments.traits.enumerated().map { index, trait in
                index == 0 ? "traits: \(trait.trimmedDescription)" : trait.trimmedDescription
            }).joined(separator: ", ")
        let content = body.previewables.isEmpty
            ? PreviewBody.text(of: body.statements, indentedBy: "            ")
            : "__PreviewableWrapper()"
        let fileID = location?.file.trimmedDescription ?? "#fileID"
        let line = location?.line.trimmedDescription ?? "#line"
        let column = location?.column.trimmedDescription ?? "#column"

        var members = """
                static let fileID: String = \(fileID)
                static let line: Int = \(line)
                static let column: Int = \(column)
                @MainActor static func makePreview() throws -> Tessera.Preview {
                    Tessera.Preview\(initArguments.isEmpty ? "" : "(\(initArguments))") {
                        \(content)
                    }
                }
            """
        if !body.previewables.isEmpty {
            members += """

                    struct __PreviewableWrapper: Tessera.View {
                        \(body.previewables.map(\.trimmedDescription).joined(separator: "\n        "))
                        var body: some Tessera.View {
                            \(PreviewBody.text(of: body.statements, indentedBy: "            "))
                        }
                    }
                """
        }
        return [
            """
            struct \(registry): Tessera.PreviewRegistry {
            \(raw: members)
            }
            """,
            """
            @section("swift5_tests") @used
            private let \(record): Tessera.__PreviewDiscoveryRecord = (
                0x7470_7276, 0,
                { outValue, type, _, _ in Tessera.__storePreviewRegistry(\(registry).self, to: outValue, asTypeAt: type) },
                0, 0
            )
            """,
        ]
    }
}
