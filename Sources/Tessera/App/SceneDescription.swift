import Foundation

/// One window an app declares, as the runtime sees it: what kind, its identifier and title,
/// its default size, and how to make its content.
///
/// Resolved from an app's scenes by ``Scene/sceneDescriptions``; a backend opens one window per
/// description at launch (and more for a ``WindowGroup`` through ``OpenWindowAction``).
package struct SceneDescription {
    /// The kind of scene.
    package enum Kind: Sendable, Equatable {
        /// A ``WindowGroup``: any number of windows with the same content.
        case windowGroup
        /// A ``Window``: a single, unique window.
        case window
    }

    package var kind: Kind
    /// The identifier given with `id:`, if any.
    package var id: String?
    /// The window title, if any.
    package var title: String?
    /// The size set with `.defaultSize`, if any; otherwise the window takes its content's ideal size.
    package var defaultSize: CGSize?
    /// Makes a fresh copy of the content (one per window).
    package var makeContent: @MainActor () -> AnyView
    /// Makes a fresh copy of the content and hands it, with its static type, to a visitor (so
    /// a backend can host it without `AnyView`).
    package var visitContent: @MainActor (any SceneContentVisitor) -> Void
    /// The menus and command groups added with `.commands`.
    package var commands: [CommandContribution] = []

    /// A name for files and logs: the identifier, else the title, else `window-<index>`; made of
    /// lowercase letters, digits and dashes.
    package func fileName(index: Int) -> String {
        let source = id ?? title ?? ""
        var name = ""
        for character in source.lowercased() {
            if character.isLetter || character.isNumber { name.append(character) }
            else if !name.isEmpty, name.last != "-" { name.append("-") }
        }
        while name.last == "-" { name.removeLast() }
        return name.isEmpty ? "window-\(index + 1)" : name
    }
}

/// Receives a scene's content with its static type (see ``SceneDescription/visitContent``).
@MainActor
package protocol SceneContentVisitor: AnyObject {
    func visit<Content: View>(_ content: Content)
}
