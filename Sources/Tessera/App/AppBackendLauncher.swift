import Foundation

/// A way to run an app: a backend module that registers a C entry point when it is linked
/// (see ``AppBackendRegistry``).
package enum AppBackend: String, CaseIterable, Sendable {
    /// GTK 4 windows (`TesseraGTK`).
    case gtk
    /// Each scene rendered to a PNG file (`TesseraCairo`).
    case png

    /// The library product that provides the backend.
    package var product: String {
        switch self {
        case .gtk: "TesseraGTK"
        case .png: "TesseraCairo"
        }
    }
}

/// Finds and runs a backend for ``App/main()``.
///
/// `Tessera` knows no backend (DESIGN §1): each backend module registers its entry point with
/// ``AppBackendRegistry`` when the program loads — `TesseraGTK` the GTK backend, `TesseraCairo`
/// the PNG backend — so a backend is used exactly when the executable links its module. An
/// entry point takes an opaque pointer to an ``AppLaunchContext`` and returns an exit status,
/// or ``unavailableStatus`` when it can't run here (no display can be opened).
///
/// Order: `TESSERA_BACKEND=gtk|png` forces one; otherwise GTK when a display is set
/// (`WAYLAND_DISPLAY` or `DISPLAY`), then PNG. With none linked (or the forced one not linked)
/// the launcher says what to link and the app exits with status 1.
package enum AppBackendLauncher {
    /// The status a backend returns when it can't run in this environment.
    package static let unavailableStatus: Int32 = -1

    /// The C type of a backend entry point.
    package typealias EntryPoint = @convention(c) (UnsafeMutableRawPointer) -> Int32

    /// Whether `environment` names a display a GTK backend could open.
    package static func hasDisplay(_ environment: [String: String]) -> Bool {
        !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty || !(environment["DISPLAY"] ?? "").isEmpty
    }

    /// The backends to try, in order, given the environment and the backends linked.
    package static func candidates(environment: [String: String], linked: Set<AppBackend>) -> [AppBackend] {
        if let forced = environment["TESSERA_BACKEND"], !forced.isEmpty {
            guard let backend = AppBackend(rawValue: forced.lowercased()), linked.contains(backend) else { return [] }
            return [backend]
        }
        var result: [AppBackend] = []
        if hasDisplay(environment), linked.contains(.gtk) { result.append(.gtk) }
        if linked.contains(.png) { result.append(.png) }
        return result
    }

    /// Runs `context` with the first backend that can run; returns its exit status.
    @MainActor
    package static func run(_ context: AppLaunchContext, environment: [String: String],
                            linked entryPoints: [AppBackend: EntryPoint] = AppBackendRegistry.registered) -> Int32 {
        let pointer = Unmanaged.passUnretained(context).toOpaque()
        for backend in candidates(environment: environment, linked: Set(entryPoints.keys)) {
            let status = withExtendedLifetime(context) { entryPoints[backend]!(pointer) }
            if status != unavailableStatus { return status }
        }
        FileHandle.standardError.write(Data("[Tessera] \(failureMessage(linked: Set(entryPoints.keys), environment: environment))\n".utf8))
        return 1
    }

    /// What to tell the user when no backend could run the app.
    package static func failureMessage(linked: Set<AppBackend>, environment: [String: String]) -> String {
        if let forced = environment["TESSERA_BACKEND"], !forced.isEmpty {
            return "TESSERA_BACKEND=\(forced) is not a linked backend (linked: \(linked.map(\.rawValue).sorted().joined(separator: ", ")))."
        } else if linked.isEmpty {
            return "No Tessera backend is linked, so the app can't run: depend on the SwiftUI product (GTK windows, and PNG files without a display), or on TesseraGTK or TesseraCairo."
        } else {
            return "No display (WAYLAND_DISPLAY and DISPLAY are unset) and no PNG backend: link TesseraCairo (or the SwiftUI product) to render the scenes to PNG files."
        }
    }
}
