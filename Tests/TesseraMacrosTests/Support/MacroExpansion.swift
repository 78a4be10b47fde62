import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
@testable import TesseraMacros

/// The result of expanding macros in a piece of source text, as the compiler would.
struct MacroExpansion {
    /// The source after expansion, with trailing whitespace removed from every line.
    let expandedSource: String
    /// What the macros reported, in source order.
    let diagnostics: [Diagnostic]

    /// The diagnostics' messages, in source order.
    var messages: [String] { diagnostics.map(\.message) }

    /// Parses `source`, expands `macros` in it with each expansion's lexical context (the
    /// enclosing declarations the compiler would give), and collects the diagnostics.
    ///
    /// - Parameter macros: The macros to expand, by attribute name. By default only `@Entry`,
    ///   so the `@Tessera.__EntryDefaultValue` it writes stays visible in the output.
    init(_ source: String, macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "EntryTests", fullFilePath: "EntryTests.swift")])
        let expanded = file.expand(
            macros: macros,
            contextGenerator: { node in
                BasicMacroExpansionContext(
                    sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
            },
            indentationWidth: .spaces(4))
        expandedSource = expanded.description
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.replacing(/\s+$/, with: "") }
            .joined(separator: "\n")
        diagnostics = context.diagnostics
    }

    /// The fix-its offered with the diagnostic at `index`, applied one at a time to the
    /// original source: the message and the resulting text of the node each one changes.
    func fixIts(ofDiagnosticAt index: Int) -> [(message: String, replacement: String)] {
        diagnostics[index].fixIts.map { fixIt in
            let replacement = fixIt.changes.compactMap { change -> String? in
                if case .replace(_, let newNode) = change { return newNode.trimmedDescription }
                return nil
            }.joined()
            return (fixIt.message.message, replacement)
        }
    }
}
