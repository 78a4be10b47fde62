/// The bar at the top of a window, described for a host that shows it itself (a GTK window's
/// `GtkHeaderBar`): what the current screen of the window's outermost navigation stack says
/// about its bar, with the items as views for the host to embed.
///
/// Invariants: `back` is nil on a stack's root and when the screen hides its back button;
/// `principal` is set when an item is placed `.principal` or the title is a view (then the
/// host shows it instead of `title`); a slot without items is nil; when `isHidden`
/// (`toolbar(.hidden, for: .navigationBar)`) the host shows none of it (window controls stay).
package struct WindowTopBar {
    /// The way back to the screen under the current one.
    package struct Back {
        /// The title of the screen under the current one (nil when it has no text title).
        package var title: String?
        /// Pops the current screen, as the back button Tessera draws does.
        package var action: @MainActor () -> Void
    }

    /// The screen's title, as text.
    package var title: String?
    /// The screen's `navigationSubtitle`.
    package var subtitle: String?
    package var back: Back?
    /// The items of the leading placements (`.navigation`, `.topBarLeading`,
    /// `.cancellationAction`, `.navigationBarLeading`), in declaration order.
    package var leading: AnyView?
    /// A `.principal` item, or a view title: shown in place of the title.
    package var principal: AnyView?
    /// The items of the trailing placements (`.primaryAction`, `.automatic`,
    /// `.confirmationAction`, `.topBarTrailing`, …), in declaration order.
    package var trailing: AnyView?
    package var isHidden: Bool
    /// The environment at the screen the bar belongs to: the items' views run in it, so they
    /// see what they would see in a bar Tessera draws (environment objects, `dismiss`, the stack).
    package var environment: EnvironmentValues
}
