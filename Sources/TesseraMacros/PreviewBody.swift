import SwiftSyntax

/// The statements of a `#Preview` closure, split into the `@Previewable` declarations and
/// the rest.
struct PreviewBody {
    /// The `@Previewable` variables, with that attribute removed, as members of the wrapper view.
    var previewables: [VariableDeclSyntax] = []
    /// Everything else, in order: the view-building statements.
    var statements: [CodeBlockItemSyntax] = []

    init(_ closure: ClosureExprSyntax) {
        for item in closure.statements {
            if let variable = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self),
               let marked = Self.removingPreviewable(from: variable) {
                previewables.append(marked)
            } else {
                statements.append(item)
            }
        }
    }

    /// The source of `statements`, one after the other, each line after the first indented by
    /// `indentation` in place of the statements' own indentation in the closure.
    static func text(of statements: [CodeBlockItemSyntax], indentedBy indentation: String) -> String {
        statements.map { statement in
            let original = statement.leadingTrivia.pieces.reversed()
                .prefix { if case .newlines = $0 { false } else { true } }
                .reduce(0) { count, piece in
                    if case .spaces(let n) = piece { count + n } else if case .tabs(let n) = piece { count + n } else { count }
                }
            return statement.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().map { index, line in
                    guard index > 0 else { return String(line) }
                    let kept = line.drop { $0 == " " || $0 == "\t" }
                    let removed = min(line.count - kept.count, original)
                    return indentation + String(line.dropFirst(removed))
                }.joined(separator: "\n")
        }.joined(separator: "\n" + indentation)
    }

    /// `variable` without its `@Previewable` attribute, or `nil` if it has none.
    static func removingPreviewable(from variable: VariableDeclSyntax) -> VariableDeclSyntax? {
        let attributes = variable.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return !isPreviewable(attribute)
        }
        guard attributes.count < variable.attributes.count else { return nil }
        var result = variable
        result.attributes = AttributeListSyntax(attributes.map { $0.with(\.leadingTrivia, []) })
        result.leadingTrivia = []
        if result.attributes.isEmpty { result.bindingSpecifier.leadingTrivia = [] }
        return result
    }

    /// Whether `attribute` is `@Previewable` (or `@Tessera.Previewable`, `@SwiftUI.Previewable`).
    static func isPreviewable(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
