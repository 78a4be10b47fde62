/// What a `Text` reads from its environment to make its runs and its measurer: the font (and
/// that font resolved), the text case, the layout options and the engine.
///
/// Read once per environment: the texts of a list share their environment (the same
/// ``EnvironmentLayer``), and reading these values walks the environment's layers nine times
/// and resolves the font again for each text otherwise. The graph keeps the last one during an
/// update (``ViewGraph/textEnvironment(for:)``).
@MainActor
final class TextEnvironment {
    /// The environment these values were read from (held: its layers can't be freed and their
    /// addresses reused while this is kept, so identity means equal values).
    let environment: EnvironmentValues
    /// The environment's font, `.body` when it sets none.
    let font: Font
    /// ``font`` resolved (the font of a text's runs without a style of their own).
    let resolvedFont: ResolvedFont
    let textCase: Text.Case?
    /// What text modifiers on the views around set (`.bold()`, `.fontWeight(_:)` … on a stack).
    let inheritedStyle: TextStyle?
    let options: TextLayoutOptions
    let engine: any TextEngine

    init(_ environment: EnvironmentValues) {
        self.environment = environment
        let font = environment.font ?? .body
        self.font = font
        resolvedFont = font.resolved()
        textCase = environment.textCase
        inheritedStyle = environment.inheritedTextStyle
        options = environment.textLayoutOptions
        engine = environment.textEngine
    }

    /// Whether these values were read from `environment` (the same storage).
    func isRead(from environment: EnvironmentValues) -> Bool {
        self.environment.isIdentical(to: environment)
    }
}

extension ViewGraph {
    /// The text values of `environment`: the ones kept from the previous text when it had the
    /// same environment, else read now (and kept until the update or layout pass ends).
    func textEnvironment(for environment: EnvironmentValues) -> TextEnvironment {
        if let last = lastTextEnvironment, last.isRead(from: environment) { return last }
        let values = TextEnvironment(environment)
        lastTextEnvironment = values
        return values
    }
}
