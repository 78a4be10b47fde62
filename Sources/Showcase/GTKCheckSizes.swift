import Foundation
import Tessera
import TesseraCairo

// The SwiftUI sizes the GTK checks compare their hosting widgets with, measured here in the
// check app rather than in the test process: there `OffscreenHost` needs the test process's
// main actor, which Swift Testing on Linux runs off the main thread and queues behind every
// main-actor test (minutes on a loaded machine). The app's main thread is free between steps.

extension GTKCheckScenario {
    /// Prints "[check] size NAME W H": the SwiftUI size of a fresh `view` (not the hosting
    /// widget's content) proposed `width` (its ideal width when nil) and no height, with the
    /// text engine the hosting widgets use, rounded up to whole points as GTK sizes widgets.
    static func report<V: View>(size name: String, of view: V, width: CGFloat? = nil) {
        let size = swiftUISize(of: view, width: width)
        checkReport("size \(name) \(Int(size.width)) \(Int(size.height))")
    }

    /// The SwiftUI size of `view` proposed `width` and no height, rounded up (see
    /// ``report(size:of:width:)``).
    static func swiftUISize<V: View>(of view: V, width: CGFloat? = nil) -> CGSize {
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        let host = OffscreenHost(rootView: view, size: .zero, environment: environment)
        let size = host.sizeThatFits(ProposedViewSize(width: width, height: nil))
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
