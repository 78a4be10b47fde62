import Foundation

/// A preview of a view: its name, its traits and the closure that makes the view.
///
/// The `#Preview` macro expands into a declaration that creates one of these; you don't
/// create previews yourself. The previews gallery (`swift run Previews`) finds every
/// preview of the linked modules (see ``PreviewRegistry``) and renders it to a PNG file.
public struct Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}

    /// The name given to the macro, or `nil`: the gallery then names the preview after its
    /// source location.
    public let displayName: String?
    let traits: [PreviewTrait<ViewTraits>]
    let makeBody: @MainActor () -> any View

    /// Creates a preview of a view.
    ///
    /// The `#Preview` macro expands into a declaration that calls this initializer; use the
    /// macro instead.
    @MainActor
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        displayName = name
        self.traits = traits
        makeBody = body
    }

    /// The preview's content, made anew on each call (so each render starts with fresh
    /// state), with the modifiers of its `.modifier(_:)` traits applied. A modifier whose
    /// shared context is not `Void` needs ``content(in:)`` with prepared contexts.
    @MainActor public var content: AnyView { content(in: PreviewSharedContexts()) }

    /// The preview's content with its modifiers applied, using the shared contexts made by
    /// ``PreviewSharedContexts/prepare(for:)``. A modifier without its context is skipped
    /// with a runtime warning.
    @MainActor public func content(in contexts: PreviewSharedContexts) -> AnyView {
        modifiers.reduce(AnyView(makeBody())) { content, modifier in
            guard let context = contexts.context(for: modifier), let modified = modifier.apply(content, context) else {
                RuntimeWarnings.report(
                    "The preview modifier \(modifier.typeName) was skipped: its shared context was not made; "
                        + "call PreviewSharedContexts.prepare(for:) before content(in:)",
                    site: "PreviewModifier.\(modifier.typeName)")
                return content
            }
            return modified
        }
    }

    /// The modifiers of the preview's `.modifier(_:)` traits, in order.
    var modifiers: [AnyPreviewModifier] {
        settings.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// The preview's layout: the last layout trait given, or ``PreviewLayout/device``.
    public var layout: PreviewLayout {
        for case .layout(let layout) in settings.reversed() { return layout }
        return .device
    }

    /// The preview's orientation: the last orientation trait given, or portrait.
    public var orientation: InterfaceOrientation {
        for case .orientation(let orientation) in settings.reversed() { return orientation }
        return .portrait
    }

    /// The size a gallery proposes to the preview's content, for a device whose portrait
    /// size is `deviceSize`: the device's size (turned for a landscape orientation) for
    /// ``PreviewLayout/device``, the fixed size for ``PreviewLayout/fixed(width:height:)``,
    /// and no size (the view's ideal size) for ``PreviewLayout/sizeThatFits``.
    public func proposedSize(deviceSize: CGSize) -> ProposedViewSize {
        switch layout {
        case .device:
            orientation.isLandscape
                ? ProposedViewSize(width: deviceSize.height, height: deviceSize.width)
                : ProposedViewSize(deviceSize)
        case .sizeThatFits: .unspecified
        case .fixed(let width, let height): ProposedViewSize(width: width, height: height)
        }
    }

    private var settings: [PreviewTrait<ViewTraits>.Setting] { traits.flatMap(\.settings) }
}
