import SwiftSyntax

extension TypeSyntax {
    /// The wrapped type if this type is spelled as an optional (`T?`, `T!`, `Optional<T>` or
    /// `Swift.Optional<T>`); otherwise `nil`.
    ///
    /// Spelling is all a macro sees: a type alias of an optional type reads as non-optional.
    var optionalWrappedType: TypeSyntax? {
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType
        }
        let genericArguments: GenericArgumentClauseSyntax?
        if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" {
            genericArguments = identifier.genericArgumentClause
        } else if let member = self.as(MemberTypeSyntax.self), member.name.text == "Optional",
                  member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift" {
            genericArguments = member.genericArgumentClause
        } else {
            return nil
        }
        guard let arguments = genericArguments?.arguments, arguments.count == 1,
              case .type(let wrapped) = arguments.first?.argument
        else { return nil }
        return wrapped
    }

    /// This type made optional: `T?`, with parentheses where `?` would bind to only part of
    /// the type (`(() -> Void)?`, `(any P)?`).
    var madeOptional: TypeSyntax {
        let base = trimmed
        let needsParentheses = base.is(FunctionTypeSyntax.self) || base.is(SomeOrAnyTypeSyntax.self)
            || base.is(CompositionTypeSyntax.self) || base.is(AttributedTypeSyntax.self)
        let wrapped: TypeSyntax = needsParentheses ? "(\(base))" : base
        return TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped))
            .with(\.trailingTrivia, trailingTrivia)
    }
}
