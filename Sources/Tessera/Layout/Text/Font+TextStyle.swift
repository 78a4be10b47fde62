import Foundation

extension Font {
    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2

        /// The style's size at the default Dynamic Type size category.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The style's weight unless the font sets one.
        var defaultWeight: Font.Weight {
            self == .headline ? .semibold : .regular
        }
    }
}
