import Foundation
import Tessera

/// Registers the PNG backend with Tessera (`AppBackendRegistry`). Called once as the program
/// loads, by the constructor in `CTesseraCairoShim/Registration.c`, so an executable that links
/// `TesseraCairo` renders its scenes with no setup. Not for direct use.
@_cdecl("tessera_backend_png_register")
public func _tesseraBackendPNGRegister() {
    AppBackendRegistry.register(.png, entryPoint: _tesseraBackendPNGRun)
}

/// The PNG backend's entry point, run by `App.main()` (see `AppBackendLauncher` in Tessera):
/// renders each scene's content to `<name>.png`, where the name is the scene's
/// identifier, else its title, else `window-<n>` (lowercased, dashes for spaces). Files go to
/// the directory in `TESSERA_PNG_DIRECTORY`, else the current directory. A scene renders at its
/// `.defaultSize`, else at its content's ideal size, at 2x, opaque, in the light color scheme.
///
/// Returns 0, or 1 when a file couldn't be written. Not for direct use.
@_cdecl("tessera_backend_png_run")
public func _tesseraBackendPNGRun(_ context: UnsafeMutableRawPointer) -> Int32 {
    // Called by `App.main()` on the main thread.
    nonisolated(unsafe) let context = context
    return MainActor.assumeIsolated {
        PNGBackend.run(AppLaunchContext.fromOpaque(context), environment: ProcessInfo.processInfo.environment)
    }
}

/// Renders an app's scenes to PNG files.
@MainActor
enum PNGBackend {
    static func run(_ context: AppLaunchContext, environment: [String: String]) -> Int32 {
        let directory = URL(fileURLWithPath: environment["TESSERA_PNG_DIRECTORY"] ?? FileManager.default.currentDirectoryPath,
                            isDirectory: true)
        var status: Int32 = 0
        print("No display (WAYLAND_DISPLAY and DISPLAY are unset): rendering \(context.appName)'s scenes to PNG files.")
        for (index, scene) in context.scenes.enumerated() {
            let renderer = ImageRenderer(content: scene.makeContent())
            if let size = scene.defaultSize { renderer.proposedSize = ProposedViewSize(size) }
            renderer.scale = 2
            renderer.isOpaque = true
            let file = directory.appendingPathComponent(scene.fileName(index: index) + ".png")
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try renderer.writePNG(to: file)
                print("Rendered \(scene.title ?? scene.fileName(index: index)) to \(file.path)")
            } catch {
                print("Could not write \(file.path): \(error)")
                status = 1
            }
        }
        return status
    }
}
