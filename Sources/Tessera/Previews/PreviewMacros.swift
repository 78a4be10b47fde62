/// Creates a preview of a view, found and rendered by the previews gallery
/// (`swift run Previews`).
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
///
/// #Preview("Dark") {
///     ContentView().environment(\.colorScheme, .dark)
/// }
/// ```
///
/// A `@Previewable` variable declared at the top of the closure becomes state of a view that
/// wraps the closure's content, so `$value` bindings work:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Enabled", isOn: $isOn)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's display name; without one, the gallery names the preview after
///     its file and line.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits, such as an orientation or a layout.
///
/// ```swift
/// #Preview("Board", traits: .landscapeLeft) { KaraokeBoard() }
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
///
/// - Parameters:
///   - name: The preview's display name.
///   - traits: A trait that customizes the preview.
///   - additionalTraits: More traits; a later trait overrides an earlier one that sets the
///     same thing.
///   - body: The view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraMacros", type: "PreviewMacro")

/// Marks a variable declared at the top of a `#Preview` closure as state of the preview.
///
/// `#Preview` moves the marked declarations into a view that wraps the preview's content,
/// so property wrappers such as `@State` and `@Binding` projections (`$value`) work as they
/// do in a view. The attribute itself expands to nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TesseraMacros", type: "PreviewableMacro")
