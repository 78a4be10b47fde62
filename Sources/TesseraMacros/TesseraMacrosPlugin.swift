@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that provides Tessera's macros.
///
/// The compiler launches this executable and talks to it over standard input and output:
/// length-prefixed JSON messages asking it to expand a macro, answered with the expansion's
/// source text and diagnostics. `StandardIOMessageConnection` takes over the two streams (it
/// duplicates them for the messages, closes `stdin` and sends `stdout` to `stderr`, so a stray
/// `print` cannot corrupt the channel); `CompilerPluginMessageListener` runs the message loop
/// until the compiler closes the connection.
///
/// Differs from SwiftUI: the toolchain ships no `SwiftCompilerPlugin` module, so this type
/// does by hand what that module's `CompilerPlugin.main()` does.
@main
struct TesseraMacrosPlugin: PluginProvider {
    /// The macro implementations, by the type name a `#externalMacro` declaration gives.
    static func macro(named typeName: String) -> (any Macro.Type)? {
        switch typeName {
        case "EntryMacro": EntryMacro.self
        case "EntryDefaultValueMacro": EntryDefaultValueMacro.self
        case "PreviewMacro": PreviewMacro.self
        case "PreviewableMacro": PreviewableMacro.self
        default: nil
        }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        guard moduleName == "TesseraMacros", let macro = Self.macro(named: typeName) else {
            throw UnknownMacro(moduleName: moduleName, typeName: typeName)
        }
        return macro
    }

    static func main() throws {
        let connection = try StandardIOMessageConnection()
        let listener = CompilerPluginMessageListener(connection: connection, provider: Self())
        try listener.main()
    }
}

/// The error a plugin answers with when the compiler asks for a macro it does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
    let moduleName: String
    let typeName: String

    var description: String {
        "TesseraMacros provides no macro named '\(moduleName).\(typeName)'"
    }
}
