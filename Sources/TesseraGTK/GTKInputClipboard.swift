import CGTK
import CTesseraGTKShim
import Tessera

/// The display's clipboard (`GdkClipboard`), for copy, cut and paste in text fields.
@MainActor
final class GTKClipboard: Clipboard {
    private let widget: UnsafeMutablePointer<GtkWidget>

    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    func setText(_ text: String) {
        tessera_clipboard_set_text(widget, text)
    }

    func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        let box = Unmanaged.passRetained(CompletionBox(completion)).toOpaque()
        tessera_clipboard_read_text(widget, { context, text in
            guard let context else { return }
            let string = text.map { String(cString: $0) }
            nonisolated(unsafe) let pointer = context
            MainActor.assumeIsolated {
                let box = Unmanaged<CompletionBox>.fromOpaque(pointer).takeRetainedValue()
                box.completion(string)
            }
        }, box)
    }

    private final class CompletionBox {
        let completion: @MainActor (String?) -> Void
        init(_ completion: @escaping @MainActor (String?) -> Void) { self.completion = completion }
    }
}
