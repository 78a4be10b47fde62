import SwiftDiagnostics
import SwiftSyntax

/// The arguments of one `#Preview`, sorted out: its name, its traits and its body.
struct PreviewArguments {
    /// The name expression, if the preview has one.
    var name: ExprSyntax?
    /// The trait expressions, in order (`traits:` and the unlabeled ones after it).
    var traits: [ExprSyntax] = []
    /// The closure making the view.
    var body: ClosureExprSyntax

    /// Sorts out the arguments of `node`, or throws the diagnostics of what is wrong.
    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var diagnostics: [Diagnostic] = []
        var body = node.trailingClosure
        var seenTraits = false
        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case nil where seenTraits:
                traits.append(argument.expression)
            case nil where index == 0 && body == nil && argument.expression.is(ClosureExprSyntax.self):
                body = argument.expression.as(ClosureExprSyntax.self)
            case nil where index == 0:
                name = argument.expression
            case nil:
                diagnostics.append(Diagnostic(node: argument, message: PreviewDiagnostic.nameNotFirst))
            case "traits":
                seenTraits = true
                traits.append(argument.expression)
            case "body" where body == nil && argument.expression.is(ClosureExprSyntax.self):
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                diagnostics.append(Diagnostic(node: argument, message: PreviewDiagnostic.unexpectedArgument))
            }
        }
        guard let body else {
            diagnostics.append(Diagnostic(node: node, message: PreviewDiagnostic.missingBody))
            throw DiagnosticsError(diagnostics: diagnostics)
        }
        guard diagnostics.isEmpty else { throw DiagnosticsError(diagnostics: diagnostics) }
        self.body = body
    }
}
