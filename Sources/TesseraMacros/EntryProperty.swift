import SwiftDiagnostics
import SwiftSyntax

/// A property that `@Entry` can expand: checked once, then turned into accessors and a key.
///
/// Invariants: `name` is a plain identifier (without backticks); a focused value's property
/// has an optional type and no default other than `nil`; any other entry has a default
/// value, written or implied (an optional type without one defaults to `nil`).
struct EntryProperty {
    /// What the generated key declares besides its conformance.
    enum KeyContents {
        /// An environment, container or transaction key: its default value, and the value
        /// type when the property declares one (otherwise the compiler infers it).
        case defaultValue(ExprSyntax, type: TypeSyntax?)
        /// A focused value key: the property's type unwrapped, the default being `nil`.
        case valueType(TypeSyntax)
    }

    /// The property's name, without backticks.
    let name: String
    /// The type the property is declared in.
    let container: EntryContainer
    /// What the key declares.
    let keyContents: KeyContents

    /// The generated key type's name: `__Key_` and the property's name, which the macro's
    /// `names: prefixed(__Key_)` declaration covers.
    var keyName: TokenSyntax { .identifier("__Key_" + name) }

    /// Checks a declaration that `@Entry` is attached to.
    ///
    /// - Throws: A `DiagnosticsError` saying what to change when the declaration is not a
    ///   single `var` with a usable type and default in one of the four containers.
    init(declaration: some DeclSyntaxProtocol, lexicalContext: [Syntax]) throws(DiagnosticsError) {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw .entry(.notAVariable, at: declaration)
        }
        guard let container = EntryContainer(lexicalContext: lexicalContext) else {
            throw .entry(.notInAContainer, at: variable)
        }
        let binding = try Self.singleBinding(of: variable)
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw .entry(.notASimpleName, at: binding.pattern)
        }
        self.name = pattern.identifier.identifier?.name ?? pattern.identifier.text
        self.container = container
        self.keyContents = container.hasDefaultValue
            ? try Self.defaultValue(of: binding) : try Self.focusedValueType(of: binding)
    }

    /// The declaration's one binding, after rejecting `let`, `static`, several bindings and a
    /// property that already has accessors.
    private static func singleBinding(
        of variable: VariableDeclSyntax
    ) throws(DiagnosticsError) -> PatternBindingSyntax {
        let specifier = variable.bindingSpecifier
        if specifier.tokenKind != .keyword(.var) {
            let fixIt = FixIt.replace(
                message: EntryFixIt.useVar, oldNode: specifier,
                newNode: specifier.with(\.tokenKind, .keyword(.var)))
            throw .entry(.letBinding, at: specifier, fixIts: [fixIt])
        }
        if let modifier = variable.modifiers.first(where: {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }) {
            throw .entry(.staticProperty, at: modifier)
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first else {
            throw .entry(.multipleBindings, at: variable.bindings)
        }
        if let accessors = binding.accessorBlock {
            throw .entry(.hasAccessors, at: accessors)
        }
        return binding
    }

    /// The key contents of an environment, container or transaction entry: the initial value,
    /// or `nil` for an optional type without one.
    private static func defaultValue(
        of binding: PatternBindingSyntax
    ) throws(DiagnosticsError) -> KeyContents {
        let type = binding.typeAnnotation?.type
        if let initialValue = binding.initializer?.value {
            return .defaultValue(initialValue.trimmed, type: type?.trimmed)
        }
        guard let type else {
            throw .entry(.missingTypeAndValue, at: binding)
        }
        guard type.optionalWrappedType != nil else {
            let fixIt = FixIt.replace(
                message: EntryFixIt.makeOptional, oldNode: type, newNode: type.madeOptional)
            throw .entry(.missingDefaultValue, at: type, fixIts: [fixIt])
        }
        return .defaultValue(ExprSyntax(NilLiteralExprSyntax()), type: type.trimmed)
    }

    /// The key contents of a focused value, which must have an optional type and no default
    /// other than `nil`.
    private static func focusedValueType(
        of binding: PatternBindingSyntax
    ) throws(DiagnosticsError) -> KeyContents {
        guard let type = binding.typeAnnotation?.type else {
            throw .entry(.focusedValueWithoutType, at: binding)
        }
        guard let wrapped = type.optionalWrappedType else {
            let fixIt = FixIt.replace(
                message: EntryFixIt.makeOptional, oldNode: type, newNode: type.madeOptional)
            throw .entry(.focusedValueNotOptional, at: type, fixIts: [fixIt])
        }
        if let initializer = binding.initializer, !initializer.value.is(NilLiteralExprSyntax.self) {
            let withoutInitializer = binding.with(\.initializer, nil)
                .with(\.typeAnnotation, binding.typeAnnotation?.with(\.trailingTrivia, []))
            let fixIt = FixIt.replace(
                message: EntryFixIt.removeDefaultValue, oldNode: binding,
                newNode: withoutInitializer)
            throw .entry(.focusedValueWithDefault, at: initializer, fixIts: [fixIt])
        }
        return .valueType(wrapped.trimmed)
    }
}

extension DiagnosticsError {
    /// An error holding one `@Entry` diagnostic at `node`.
    static func entry(
        _ message: EntryDiagnostic, at node: some SyntaxProtocol, fixIts: [FixIt] = []
    ) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: node, message: message, fixIts: fixIts)])
    }
}
