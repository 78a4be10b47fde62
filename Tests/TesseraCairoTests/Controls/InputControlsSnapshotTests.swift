import Testing
import Tessera
import TesseraTesting

/// A settings-style panel of the input controls: text fields (filled, empty with a prompt,
/// plain style), a secure field, a vertical field, a slider and progress views.
private struct InputControlsPanel: View {
    @State private var name = "Ada Lovelace"
    @State private var email = ""
    @State private var password = "secret"
    @State private var notes = "Two lines of notes\nin a vertical field"
    @State private var volume = 0.3

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Name", text: $name)
            TextField("Email", text: $email, prompt: Text("name@example.com"))
            TextField("Plain", text: $name).textFieldStyle(.plain)
            SecureField("Password", text: $password)
            TextField("Notes", text: $notes, axis: .vertical)
            Slider(value: $volume)
            ProgressView("Downloading", value: 0.6)
            ProgressView()
        }
        .padding()
    }
}

@Suite("Input control snapshots") @MainActor
struct InputControlsSnapshotTests {
    @Test("text fields, secure field, slider and progress views", arguments: [ColorScheme.light, .dark])
    func panel(colorScheme: ColorScheme) {
        assertSnapshot(of: InputControlsPanel(), size: CGSize(width: 320, height: 400), colorScheme: colorScheme,
                       named: "input-controls-\(colorScheme)")
    }
}

private struct PickersPanel: View {
    @State private var size = "M"
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L", "XL"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.inline)
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0).tag($0) }
            }
        }
        .padding()
    }
}

extension InputControlsSnapshotTests {
    @Test("segmented, inline and menu pickers")
    func pickers() {
        assertSnapshot(of: PickersPanel(), size: CGSize(width: 320, height: 240), named: "pickers-light")
    }
}
