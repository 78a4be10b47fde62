import CGTK
import CTesseraGTKShim
import Foundation
import Tessera

/// Registers the GTK backend with Tessera (`AppBackendRegistry`). Called once as the program
/// loads, by the constructor in `CTesseraGTKShim/Registration.c`, so an executable that links
/// `TesseraGTK` opens windows with no setup. Not for direct use.
@_cdecl("tessera_backend_gtk_register")
public func _tesseraBackendGTKRegister() {
    AppBackendRegistry.register(.gtk, entryPoint: _tesseraBackendGTKRun)
}

/// The GTK backend's entry point, run by `App.main()` (see `AppBackendLauncher` in Tessera):
/// opens one GTK 4 window per scene and runs GTK's main loop until the last window
/// closes. Returns GLib's exit status, or `AppBackendLauncher.unavailableStatus` when no display
/// can be opened (the launcher then falls back to the next backend). Not for direct use.
@_cdecl("tessera_backend_gtk_run")
public func _tesseraBackendGTKRun(_ context: UnsafeMutableRawPointer) -> Int32 {
    // Called by `App.main()` on the main thread.
    nonisolated(unsafe) let context = context
    return MainActor.assumeIsolated {
        guard gtk_init_check() != 0 else {
            FileHandle.standardError.write(Data("[Tessera] GTK could not open a display; trying the next backend.\n".utf8))
            return AppBackendLauncher.unavailableStatus
        }
        return GTKApplicationRunner(context: AppLaunchContext.fromOpaque(context)).run()
    }
}
