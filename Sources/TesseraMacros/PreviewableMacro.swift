import SwiftSyntax
import SwiftSyntaxMacros

/// The implementation of `@Previewable`: a marker. `#Preview` finds the variables it marks
/// and moves them into a wrapper view, so the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
