import Tessera

extension HostingConfiguration {
    /// The view a cell with `layoutMargins` shows for this configuration (content, margins and
    /// background, as ``ListCell`` lays them out), for measuring it apart from any cell: the GTK
    /// checks compare a real cell's size with this view's SwiftUI size.
    ///
    /// Tessera addition (package access; SwiftUI has no counterpart).
    package func cellContent(layoutMargins: EdgeInsets) -> some View {
        cellView(layoutMargins: layoutMargins)
    }
}
