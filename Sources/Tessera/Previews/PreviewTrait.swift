import Foundation

/// A trait that customizes how a preview is shown: its orientation or its layout.
///
/// Pass traits to the `#Preview` macro:
///
/// ```swift
/// #Preview("Landscape", traits: .landscapeLeft) { ContentView() }
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
///
/// `T` says what kind of preview the trait applies to; view previews use
/// ``Preview/ViewTraits``. When two traits set the same thing, the later one wins.
public struct PreviewTrait<T>: Sendable {
    /// What a trait sets; a composed trait holds several.
    enum Setting: Sendable, Equatable {
        case orientation(InterfaceOrientation)
        case layout(PreviewLayout)
        case modifier(AnyPreviewModifier)
    }

    let settings: [Setting]

    init(_ setting: Setting) { settings = [setting] }

    /// Combines several traits into one trait.
    public init(_ traits: PreviewTrait<T>...) {
        settings = traits.flatMap(\.settings)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device in portrait orientation.
    public static var portrait: PreviewTrait<T> { .init(.orientation(.portrait)) }
    /// The device upside down in portrait orientation.
    public static var portraitUpsideDown: PreviewTrait<T> { .init(.orientation(.portraitUpsideDown)) }
    /// The device in landscape, rotated so its top is on the left.
    public static var landscapeLeft: PreviewTrait<T> { .init(.orientation(.landscapeLeft)) }
    /// The device in landscape, rotated so its top is on the right.
    public static var landscapeRight: PreviewTrait<T> { .init(.orientation(.landscapeRight)) }

    /// The preview fills a device-sized canvas (the default).
    public static var defaultLayout: PreviewTrait<T> { .init(.layout(.device)) }
    /// The preview is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { .init(.layout(.sizeThatFits)) }
    /// The preview is exactly `width` × `height` points, with the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(.layout(.fixed(width: width, height: height)))
    }
}

/// How a preview sizes its canvas.
public enum PreviewLayout: Sendable, Equatable {
    /// A device-sized canvas, in the preview's orientation.
    case device
    /// A canvas the size of the view's ideal size.
    case sizeThatFits
    /// A canvas of the given size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the device a preview is shown on.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CaseIterable {
    /// The orientation's name: `portrait`, `portraitUpsideDown`, `landscapeLeft` or `landscapeRight`.
    public let id: String

    /// Whether the device's long side is horizontal.
    var isLandscape: Bool { id.hasPrefix("landscape") }

    /// The device upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device rotated so its top is on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device rotated so its top is on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
