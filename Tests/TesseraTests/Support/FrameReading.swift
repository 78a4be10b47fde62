import Tessera

// Reading frames the way a SwiftUI developer would: a GeometryReader in a background reports
// the view's frame through a preference, and the root collects them with onPreferenceChange.
// This file uses only SwiftUI API, so the tests that use it would run on Apple's SwiftUI too.

struct FramesKey: PreferenceKey {
    static let defaultValue: [String: CGRect] = [:]
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    /// Reports this view's frame in the global coordinate space under `name`.
    func readFrame(_ name: String, in space: CoordinateSpace = .global) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: FramesKey.self, value: [name: proxy.frame(in: space)])
            }
        }
    }
}

@MainActor
final class FrameLog {
    var frames: [String: CGRect] = [:]
}

/// Hosts `content` and collects the frames its `readFrame` views report.
struct FrameCollector<Content: View>: View {
    let log: FrameLog
    let content: Content

    init(_ log: FrameLog, @ViewBuilder content: () -> Content) {
        self.log = log
        self.content = content()
    }

    var body: some View {
        content.onPreferenceChange(FramesKey.self) { log.frames = $0 }
    }
}

/// Lays out `content` in a host of `size` and returns the reported frames.
@MainActor
func frames<Content: View>(in size: CGSize = CGSize(width: 200, height: 200), @ViewBuilder _ content: () -> Content) -> [String: CGRect] {
    let log = FrameLog()
    let host = OffscreenHost(rootView: FrameCollector(log, content: content), size: size)
    host.update()
    return log.frames
}
