import Foundation
import Testing
import TesseraCairo

/// Makes an offscreen host whose text is measured with Pango, as ``ImageRenderer`` does, so
/// that a test can interact with it (tap, scroll) and then snapshot what it shows with
/// ``assertSnapshot(of:colorScheme:named:record:tolerance:filePath:sourceLocation:)``.
///
/// Tessera addition (SwiftUI has no snapshot testing).
@MainActor
public func snapshotHost<V: View>(_ view: V, size: CGSize, colorScheme: ColorScheme = .light) -> OffscreenHost<V> {
    var environment = EnvironmentValues()
    environment.textEngine = PangoTextEngine()
    environment.colorScheme = colorScheme
    return OffscreenHost(rootView: view, size: size, environment: environment)
}

/// Renders what `host` shows now (opaque, at 1×) and compares it with the reference PNG
/// `__Snapshots__/<name>.png` next to the calling test file, with the same recording and
/// failure rules as the view variant.
///
/// - Complexity: O(pixels).
@MainActor
public func assertSnapshot<V: View>(
    of host: OffscreenHost<V>,
    colorScheme: ColorScheme = .light,
    named name: String,
    record: Bool? = nil,
    tolerance: Int = 24,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let background = (colorScheme == .dark ? Color.black : Color.white).resolved(in: colorScheme)
    let image = CairoRenderer().render(host.displayList, size: host.size, scale: 1, background: background)
    assertSnapshot(image: image, named: name, record: record, tolerance: tolerance, filePath: filePath, sourceLocation: sourceLocation)
}
