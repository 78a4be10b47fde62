import SwiftSyntax
import Testing
@testable import TesseraMacros

@Suite("TypeSyntax optional spellings")
struct TypeSyntaxOptionalTests {
    @Test("optional spellings give their wrapped type", arguments: [
        ("Int?", "Int"), ("Int!", "Int"), ("Optional<Int>", "Int"),
        ("Swift.Optional<[String: Int]>", "[String: Int]"), ("(any View)?", "(any View)"),
    ])
    func wrapped(spelling: String, wrapped: String) {
        let type = TypeSyntax(stringLiteral: spelling)
        #expect(type.optionalWrappedType?.trimmedDescription == wrapped)
    }

    @Test("other types are not optional, whatever they contain", arguments: [
        "Int", "[Int?]", "Result<Int?, any Error>", "Other.Optional<Int>", "() -> Int?", "Optional",
    ])
    func notOptional(spelling: String) {
        #expect(TypeSyntax(stringLiteral: spelling).optionalWrappedType == nil)
    }

    @Test("making a type optional parenthesizes where '?' would bind to part of it", arguments: [
        ("Int", "Int?"), ("[Int]", "[Int]?"), ("() -> Void", "(() -> Void)?"),
        ("any View", "(any View)?"), ("P & Q", "(P & Q)?"), ("@Sendable () -> Void", "(@Sendable () -> Void)?"),
    ])
    func madeOptional(spelling: String, optional: String) {
        #expect(TypeSyntax(stringLiteral: spelling).madeOptional.trimmedDescription == optional)
    }
}
