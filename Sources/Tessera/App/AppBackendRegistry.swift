import Synchronization

/// The backends linked into the running program, each registered by its module as the
/// program loads.
///
/// `Tessera` knows no backend (DESIGN §1), so a backend announces itself: its module's C shim
/// has a load-time constructor (`__attribute__((constructor))`) that calls the module's
/// `@_cdecl` registration function, which calls ``register(_:entryPoint:)``. A program that
/// links `TesseraGTK` therefore has the GTK backend registered before `main` runs, with no
/// linker flags and no symbol lookup; a program that links no backend has none.
///
/// This is process-wide by nature (what is linked is a fact about the process), written only
/// by load-time constructors and read by ``AppBackendLauncher``.
package enum AppBackendRegistry {
    private static let entryPoints = Mutex<[AppBackend: AppBackendLauncher.EntryPoint]>([:])

    /// Records that `backend` is linked and runs apps through `entryPoint`.
    package static func register(_ backend: AppBackend, entryPoint: AppBackendLauncher.EntryPoint) {
        entryPoints.withLock { $0[backend] = entryPoint }
    }

    /// The backends registered so far, with their entry points.
    package static var registered: [AppBackend: AppBackendLauncher.EntryPoint] {
        entryPoints.withLock { $0 }
    }
}
