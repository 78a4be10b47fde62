/// A type that the `#Preview` macro generates for each preview: where the preview is
/// declared, and how to make it.
///
/// You don't conform to this protocol yourself. Each expansion of `#Preview` declares a type
/// conforming to it and a discovery record that names that type (see `PreviewDiscovery`), so
/// every preview in every linked module can be found at run time without a list.
public protocol PreviewRegistry {
    /// The `#fileID` of the file declaring the preview (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview` in that file.
    static var line: Int { get }
    /// The column of the `#Preview` on that line.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}
