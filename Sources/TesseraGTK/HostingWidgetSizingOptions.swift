/// How a ``HostingWidget`` reports its SwiftUI content's size to GTK: the counterpart of
/// `UIHostingControllerSizingOptions`.
///
/// With either option the widget asks GTK for height-for-width sizing and its `measure`
/// reports exactly the content's size: horizontally the content's ideal width (natural) and the
/// width it takes when proposed zero (minimum, so text can wrap); vertically, for the width GTK
/// offers, the content's height at that width, as both minimum and natural (content is never
/// squeezed below its height). When the content changes size the widget queues a resize, so
/// its parent — a box, a list row, a popover — re-measures it: a popover always fits its SwiftUI
/// content, a list row grows when its text wraps onto a second line.
///
/// Differs from UIKit: without options (the default) the widget still re-queries its size when
/// the content changes (a GTK widget always reports one); it reports the content's ideal size as
/// natural size and what the content takes for a zero proposal as minimum, both independent of
/// the other axis, so a window can be made smaller than its content. The two options behave the
/// same: GTK has no separate preferred-content-size channel, a popover follows its child's size.
public struct HostingWidgetSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The widget's size follows the content's ideal size (what a popover or dialog shows).
    public static let preferredContentSize = HostingWidgetSizingOptions(rawValue: 1 << 0)
    /// GTK's measure reports the content's size, height for width (what boxes and rows use).
    public static let intrinsicContentSize = HostingWidgetSizingOptions(rawValue: 1 << 1)
}
