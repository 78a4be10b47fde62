import SwiftDiagnostics

/// The errors `#Preview` reports, each worded to say what to write instead.
enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody
    case notAtFileScope
    case nameNotFirst
    case unexpectedArgument

    var message: String {
        switch self {
        case .missingBody:
            "'#Preview' requires a closure that returns the view to preview, such as "
                + "'#Preview { ContentView() }'"
        case .notAtFileScope:
            "'#Preview' can only be used at file scope, outside any type or function"
        case .nameNotFirst:
            "'#Preview' takes its name as the first argument: '#Preview(\"Name\", traits: …) { … }'"
        case .unexpectedArgument:
            "'#Preview' takes a name, 'traits:' and a closure; remove this argument"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "TesseraMacros.Preview", id: rawValue) }

    var severity: DiagnosticSeverity { .error }
}
