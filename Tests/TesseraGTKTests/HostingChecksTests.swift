import Foundation
import Testing
@_spi(Testing) import Tessera
import TesseraCairo
import TesseraExamples
@testable import TesseraGTK

/// The SwiftUI size of `view` measured here, with the same text engine as the GTK widget.
@MainActor
func contentSize<V: View>(of view: V, width: CGFloat? = nil) -> CGSize {
    var environment = EnvironmentValues()
    environment.textEngine = PangoTextEngine()
    let host = OffscreenHost(rootView: view, size: .zero, environment: environment)
    let size = host.sizeThatFits(ProposedViewSize(width: width, height: nil))
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
}

@MainActor
@Suite("hosting sizes")
struct HostingSizeProbe {
    @Test("probe") func probe() {
        print("ideal", contentSize(of: ReplaceableContent(replaced: false)))
        print("at 79", contentSize(of: ReplaceableContent(replaced: false), width: 79))
        print("at 60", contentSize(of: ReplaceableContent(replaced: false), width: 60))
        print("zero", contentSize(of: ReplaceableContent(replaced: false), width: 0))
        let ninety = Text("90").font(.system(.title, weight: .semibold))
        let bpm = Text("BPM").font(.system(.subheadline, weight: .bold))
        var environment = EnvironmentValues()
        environment.textEngine = PangoTextEngine()
        for (name, view) in [("90", AnyView(ninety)), ("BPM", AnyView(bpm)), ("hstack", AnyView(HStack { ninety; bpm })), ("hstackbase", AnyView(HStack(alignment: .firstTextBaseline) { ninety; bpm }))] {
            let host = OffscreenHost(rootView: view, size: .zero, environment: environment)
            let ideal = host.sizeThatFits(.unspecified)
            let at = host.sizeThatFits(ProposedViewSize(width: ideal.width, height: nil))
            print("probe", name, ideal, at)
        }
    }
}
