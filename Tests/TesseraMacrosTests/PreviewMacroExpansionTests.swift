import Testing
@testable import TesseraMacros

/// Expands `#Preview` (only: `@Previewable` is left for `#Preview` to find, as the compiler
/// hands the macro its arguments unexpanded).
private func expand(_ source: String) -> MacroExpansion {
    MacroExpansion(source, macros: ["Preview": PreviewMacro.self])
}

@Suite("#Preview expansion")
struct PreviewMacroExpansionTests {
    @Test("dump")
    func dump() {
        let e = expand("""
            #Preview("Name", traits: .sizeThatFitsLayout, .fixedLayout(width: 100, height: 50)) {
                @Previewable @State var isOn = false
                let title = "On"
                Toggle(title, isOn: $isOn)
            }
            """)
        print(e.expandedSource)
        print(e.messages)
    }
}
