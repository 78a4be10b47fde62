import Foundation

extension PreviewDiscovery {
    /// Every non-generic `PreviewProvider` type in the process, by name.
    public static var previewProviders: [any PreviewProvider.Type] {
        ConformanceScan(protocolName: "PreviewProvider", moduleName: "Tessera").conformingTypes()
            .compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }

    /// The previews `provider` makes: one per subview of its `previews`, named and laid out
    /// by that subview's `previewDisplayName(_:)`, `previewLayout(_:)` and
    /// `previewInterfaceOrientation(_:)`.
    @MainActor
    public static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
        opened(provider)
    }

    @MainActor
    private static func opened<Provider: PreviewProvider>(_ provider: Provider.Type) -> [Preview] {
        let content = { Provider.previews }
        let probe = SubviewProbe()
        OffscreenHost(rootView: SubviewProbe.Reader(content: content(), probe: probe)).update()
        return probe.values.indices.map { index in
            let values = probe.values[index]
            var traits: [PreviewTrait<Preview.ViewTraits>] = []
            if let layout = values.previewLayout { traits.append(PreviewTrait(.layout(layout))) }
            if let orientation = values.previewInterfaceOrientation { traits.append(PreviewTrait(.orientation(orientation))) }
            return Preview(values.previewDisplayName, traits: traits) {
                Group(subviews: content()) { subviews in
                    if index < subviews.count { subviews[index] }
                }
            }
        }
    }
}

extension Preview {
    /// A preview with an array of traits (the public initializer takes them variadic).
    @MainActor
    init(_ name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View) {
        displayName = name
        self.traits = traits
        makeBody = body
    }
}

/// Collects the container values of a view's subviews by hosting it once.
@MainActor
final class SubviewProbe {
    var values: [ContainerValues] = []

    struct Reader<Content: View>: View {
        let content: Content
        let probe: SubviewProbe

        var body: some View {
            Group(subviews: content) { subviews in
                let _ = probe.values = subviews.map(\.containerValues)
                EmptyView()
            }
        }
    }
}
