@testable import Tessera
import TesseraGTK
import TesseraCairo
import Testing

/// Backends register themselves when their modules are linked (issue 23): this test bundle
/// links TesseraGTK and TesseraCairo, and both backends were registered before any test ran,
/// by the constructors in their C shims (no linker flags, no symbol lookup).
@Suite("Backend registration")
struct BackendRegistrationTests {
    @Test("linking TesseraGTK and TesseraCairo registers the GTK and PNG backends at load")
    func registeredAtLoad() {
        #expect(Set(AppBackendRegistry.registered.keys) == [.gtk, .png])
    }
}
