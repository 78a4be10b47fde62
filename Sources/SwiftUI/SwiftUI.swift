// `import SwiftUI`: Tessera under Apple's module name, so a file written for Apple's SwiftUI
// compiles with no edit.
//
// The module re-exports `Tessera` (the SwiftUI API; it re-exports `Combine` in turn) and
// `TesseraCairo` (for `ImageRenderer`). Depending on the `SwiftUI` product also links the GTK
// runtime (`TesseraGTK`) and the Cairo renderer, which register themselves as backends when
// the program loads: an `@main struct MyApp: App` opens GTK windows when there is a display and
// renders its scenes to PNG files when there is none. A GTK program that embeds SwiftUI views
// imports `TesseraGTK` itself (`HostingWidget`, `HostingConfiguration`, `DiffableDataSource`).
@_exported import Tessera
@_exported import TesseraCairo
import TesseraGTK
