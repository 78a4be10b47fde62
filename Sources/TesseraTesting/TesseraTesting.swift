@_exported import Tessera

/// Test helpers over ``OffscreenHost``.
@MainActor
public enum TesseraTesting {
    /// Hosts `view` and returns the host after its first update.
    public static func host<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 300)) -> OffscreenHost<V> {
        OffscreenHost(rootView: view, size: size)
    }
}
