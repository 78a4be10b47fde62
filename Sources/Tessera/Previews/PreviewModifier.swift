/// A type that defines an environment in which previews can appear.
///
/// The shared context a modifier makes (``makeSharedContext()``) is made once per modifier
/// type and reused by every preview that applies a modifier of that type:
///
/// ```swift
/// struct SampleSongs: PreviewModifier {
///     static func makeSharedContext() async throws -> [Song] { try await Song.loadSamples() }
///
///     func body(content: Content, context: [Song]) -> some View {
///         content.environment(\.songs, context)
///     }
/// }
///
/// #Preview(traits: .modifier(SampleSongs())) { SongList() }
/// ```
@MainActor
public protocol PreviewModifier {
    /// The type of the shared context.
    associatedtype Context = Void
    /// The type of view this modifier makes.
    associatedtype Body: View
    /// The type-erased content of a preview.
    typealias Content = PreviewModifierContent

    /// Creates the shared context to apply to previews. It is made once per modifier type
    /// and passed to ``body(content:context:)`` of every preview using a modifier of this type.
    static func makeSharedContext() async throws -> Context

    /// Modifies a preview by applying the shared context.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// A modifier without a context needs none made.
    public static func makeSharedContext() async throws {}
}

/// The type-erased content of a preview, as a ``PreviewModifier`` receives it.
public struct PreviewModifierContent: View {
    let content: AnyView

    public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Applies a modifier to the preview; several modifier traits apply in order, the first
    /// innermost.
    @MainActor
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        .init(.modifier(AnyPreviewModifier(modifier)))
    }
}

/// A preview modifier with its type erased, as a trait holds it.
struct AnyPreviewModifier: Equatable, @unchecked Sendable {
    // `@unchecked`: the closures are only called on the main actor (the modifier is
    // `@MainActor`); a trait must be Sendable to be a static member.
    let type: ObjectIdentifier
    let typeName: String
    let makeContext: @MainActor () async throws -> Any
    let apply: @MainActor (AnyView, Any) -> AnyView?

    @MainActor
    init<M: PreviewModifier>(_ modifier: M) {
        type = ObjectIdentifier(M.self)
        typeName = String(describing: M.self)
        makeContext = { try await M.makeSharedContext() }
        apply = { content, context in
            guard let context = context as? M.Context else { return nil }
            return AnyView(modifier.body(content: PreviewModifierContent(content: content), context: context))
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type }
}

/// The shared contexts of preview modifiers, made once per modifier type and reused by every
/// preview that applies that type.
@MainActor
public final class PreviewSharedContexts {
    private var contexts: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// Makes the contexts `preview`'s modifiers need that aren't made yet.
    public func prepare(for preview: Preview) async throws {
        for modifier in preview.modifiers where contexts[modifier.type] == nil {
            contexts[modifier.type] = try await modifier.makeContext()
        }
    }

    /// The context made for `modifier`: the one prepared, or `()` for a modifier whose
    /// context is `Void`.
    func context(for modifier: AnyPreviewModifier) -> Any? {
        contexts[modifier.type] ?? (modifier.apply(AnyView(EmptyView()), ()) != nil ? () : nil)
    }
}
