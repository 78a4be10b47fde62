import Foundation
import TesseraExamples
import TesseraPreviews

// `swift run Previews [--output DIR] [--filter TEXT] [--scale N] [--list]` (`make previews`):
// the previews gallery (see `PreviewGallery`) over the modules this executable links.
// A module's previews are found when the module is linked: this target depends on
// TesseraExamples; add a dependency to see another module's previews.

_ = TesseraExamples.KaraokeBoard.self  // keeps TesseraExamples linked even if nothing else is used
exit(await PreviewGallery.run(arguments: Array(CommandLine.arguments.dropFirst())))
