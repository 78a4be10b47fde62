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
            ? body.statements.map(\.trimmedDescription).joined(separator: "\n")
            : "__PreviewableWrapper()"

        var members: [String] = [
            "static let fileID: String = \(location?.file.trimmedDescription ?? "#fileID")",
            "static let line: Int = \(location?.line.trimmedDescription ?? "#line")",
            "static let column: Int = \(location?.column.trimmedDescription ?? "#column")",
            """
            @MainActor static func makePreview() throws -> Tessera.Preview {
                Tessera.Preview(\(initArguments)) {
                    \(content)
                }
            }
            """,
        ]
        if !body.previewables.isEmpty {
            members.append("""
                struct __PreviewableWrapper: Tessera.View {
                    \(body.previewables.map(\.trimmedDescription).joined(separator: "\n"))
                    var body: some Tessera.View {
                        \(body.statements.map(\.trimmedDescription).joined(separator: "\n"))
                    }
                }
                """)
        }
        return [
            """
            struct \(registry): Tessera.PreviewRegistry {
                \(raw: members.joined(separator: "\n"))
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
