/// Readable type names for warnings and dumps: `VStack<TupleView<(Text, Text)>>` rather than
/// the module-qualified reflection string.
enum ViewTypeName {
    static func describe(_ type: Any.Type) -> String {
        String(describing: type)
    }

    /// The type's name without its generic arguments (`VStack`).
    static func base(_ type: Any.Type) -> String {
        let full = describe(type)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }
}
