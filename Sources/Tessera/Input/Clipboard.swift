/// Where copied text goes and pasted text comes from: the seam through which a backend
/// supplies its system clipboard (GTK's `GdkClipboard`); hosts without one use
/// ``InMemoryClipboard``.
///
/// Reading is asynchronous because system clipboards are (another process may own the data);
/// an implementation may call `completion` before returning.
@MainActor
package protocol Clipboard: AnyObject {
    /// Replaces the clipboard's contents with `text`.
    func setText(_ text: String)
    /// Reads the clipboard's text and calls `completion` with it (`nil`: no text).
    func readText(_ completion: @escaping @MainActor (String?) -> Void)
}

/// A clipboard that lives in the host's memory: what an offscreen host copies and pastes.
@MainActor
package final class InMemoryClipboard: Clipboard {
    /// The current contents.
    package var text: String?

    package init(text: String? = nil) { self.text = text }

    package func setText(_ text: String) { self.text = text }

    package func readText(_ completion: @escaping @MainActor (String?) -> Void) { completion(text) }
}
