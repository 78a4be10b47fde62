import SwiftUI

@main
struct HelloWorldApp: App {
    var body: some Scene {
        WindowGroup("Hello, World") {
            ContentView()
        }
        .defaultSize(width: 420, height: 260)
    }
}

struct ContentView: View {
    @State private var name = ""
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, \(name.isEmpty ? "World" : name)!")
                .font(.largeTitle)
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .frame(maxWidth: 240)
            Button("Tapped \(taps) times") {
                taps += 1
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(40)
    }
}
