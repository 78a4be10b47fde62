import Tessera

// Issue 5's settings-style form: the kind of preferences screen a SwiftUI app writes, in plain
// SwiftUI code (every value is view-local `@State`). The showcase opens it as a window; the tests
// render it and drive its controls.

/// How often the app checks for new mail (a segmented picker).
public enum RefreshInterval: String, CaseIterable, Identifiable, Sendable {
    case manual = "Manual"
    case hourly = "Hourly"
    case daily = "Daily"

    public var id: Self { self }

    var summary: String {
        switch self {
        case .manual: "Mail is fetched only when you ask."
        case .hourly: "New mail is fetched every hour."
        case .daily: "New mail is fetched once a day."
        }
    }
}

/// The app's colour scheme preference (a menu picker).
public enum AppearancePreference: String, CaseIterable, Identifiable, Sendable {
    case system = "System"
    case light = "Light"
    case dark = "Dark"

    public var id: Self { self }
}

/// A settings screen: a `Form` of sections with a text field, labeled content, a toggle that
/// reveals more rows, a segmented and a menu picker, a stepper, a slider and a destructive button
/// that asks for confirmation in an alert.
public struct SettingsForm: View {
    @State private var name = ""
    @State private var notificationsOn = true
    @State private var refresh = RefreshInterval.hourly
    @State private var appearance = AppearancePreference.system
    @State private var fontSize = 14
    @State private var volume = 0.5
    @State private var confirmingReset = false

    public init() {}

    public var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name, prompt: Text("Your name"))
                LabeledContent("Plan", value: "Free")
            }

            Section {
                Toggle("Notifications", isOn: $notificationsOn)
                if notificationsOn {
                    Picker("Refresh", selection: $refresh) {
                        ForEach(RefreshInterval.allCases) { interval in
                            Text(interval.rawValue).tag(interval)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            } header: {
                Text("Notifications")
            } footer: {
                Text(notificationsOn ? refresh.summary : "Notifications are off.")
            }

            Section("Appearance") {
                Picker("Theme", selection: $appearance) {
                    ForEach(AppearancePreference.allCases) { preference in
                        Text(preference.rawValue).tag(preference)
                    }
                }
                .pickerStyle(.menu)
                Stepper("Font size: \(fontSize) pt", value: $fontSize, in: 10...24)
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                }
                LabeledContent("Volume", value: "\(Int((volume * 100).rounded())) %")
            }

            Section {
                Button("Reset All Settings", role: .destructive) {
                    confirmingReset = true
                }
            }
        }
        .alert("Reset all settings?", isPresented: $confirmingReset) {
            Button("Reset", role: .destructive, action: reset)
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your name, notification and appearance choices go back to their defaults.")
        }
    }

    private func reset() {
        name = ""
        notificationsOn = true
        refresh = .hourly
        appearance = .system
        fontSize = 14
        volume = 0.5
    }
}
