import Foundation
import Tessera

/// A preview after the gallery wrote its PNG: what `index.html` and the contact sheet show.
struct RenderedPreview {
    let title: String
    /// `Module/File.swift:line`.
    let location: String
    /// The PNG's file name, next to `index.html`.
    let imageName: String
    /// The canvas's rendered size, in points.
    let size: CGSize
    /// The canvas, to draw again on the contact sheet.
    let canvas: AnyView
}
