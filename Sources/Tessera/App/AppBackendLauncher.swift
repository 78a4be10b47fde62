import Foundation

/// A way to run an app: a module that exports a C entry point the launcher can find.
package enum AppBackend: String, CaseIterable, Sendable {
    /// GTK 4 windows (`TesseraGTK`).
    case gtk
    /// Each scene rendered to a PNG file (`TesseraCairo`).
    case png

    /// The C symbol the backend exports: `int32_t tessera_backend_<name>_run(void *context)`.
    package var entryPointSymbol: String { "tessera_backend_\(rawValue)_run" }

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
/// `Tessera` knows no backend (DESIGN §1), so backends are found at launch, by symbol: each
/// backend module exports a C entry point with `@_cdecl` —
/// `tessera_backend_gtk_run` (`TesseraGTK`), `tessera_backend_png_run` (`TesseraCairo`) — taking
/// an opaque pointer to an ``AppLaunchContext`` and returning an exit status, or
/// ``unavailableStatus`` when it can't run here (no display can be opened). The launcher looks
/// the symbols up with `dlsym` in the running program, so a backend is used exactly when the
/// executable links its module.
///
/// Order: `TESSERA_BACKEND=gtk|png` forces one; otherwise GTK when a display is set
/// (`WAYLAND_DISPLAY` or `DISPLAY`), then PNG. With none linked, the launcher prints each
/// scene's resolved view tree and says what to link.
///
/// Symbols in an executable are only visible to `dlsym` when it exports them: an app's
/// executable target needs `linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]`
/// (as the showcase has); without it no backend is found and the launcher says so.
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

    /// The entry point of `backend` if the running program links it.
    package static func entryPoint(of backend: AppBackend) -> EntryPoint? {
        guard let program = dlopen(nil, RTLD_NOW) else { return nil }
        guard let symbol = dlsym(program, backend.entryPointSymbol) else { return nil }
        return unsafeBitCast(symbol, to: EntryPoint.self)
    }

    /// Runs `context` with the first backend that can run; returns its exit status.
    @MainActor
    package static func run(_ context: AppLaunchContext, environment: [String: String]) -> Int32 {
        var entryPoints: [AppBackend: EntryPoint] = [:]
        for backend in AppBackend.allCases {
            if let entry = entryPoint(of: backend) { entryPoints[backend] = entry }
        }
        let pointer = Unmanaged.passUnretained(context).toOpaque()
        for backend in candidates(environment: environment, linked: Set(entryPoints.keys)) {
            let status = withExtendedLifetime(context) { entryPoints[backend]!(pointer) }
            if status != unavailableStatus { return status }
        }
        printResolvedScenes(context, linked: Set(entryPoints.keys), environment: environment)
        return environment["TESSERA_BACKEND"].map { $0.isEmpty } == false ? 1 : 0
    }

    /// Prints each scene's resolved tree and what to link to see it.
    @MainActor
    private static func printResolvedScenes(_ context: AppLaunchContext, linked: Set<AppBackend>, environment: [String: String]) {
        for (index, scene) in context.scenes.enumerated() {
            let host = OffscreenHost(rootView: scene.makeContent())
            print("\(context.appName) — \(scene.title ?? scene.fileName(index: index)):")
            print(host.tree)
        }
        let message: String
        if let forced = environment["TESSERA_BACKEND"], !forced.isEmpty {
            message = "TESSERA_BACKEND=\(forced) is not a linked backend (linked: \(linked.map(\.rawValue).sorted().joined(separator: ", ")))."
        } else if linked.isEmpty {
            message = "No Tessera backend is linked: add TesseraGTK (windows) or TesseraCairo (PNG files) to the executable target's dependencies, with linkerSettings: [.unsafeFlags([\"-Xlinker\", \"--export-dynamic\"])] so that the backend's entry point is visible."
        } else {
            message = "No display (WAYLAND_DISPLAY and DISPLAY are unset) and no PNG backend: link TesseraCairo to render the scenes to PNG files."
        }
        FileHandle.standardError.write(Data("[Tessera] \(message)\n".utf8))
    }
}
