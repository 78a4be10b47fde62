import Testing
@_spi(Testing) import Tessera

extension EnvironmentValues {
    @Entry var entryGreeting: String = "Hello"
    @Entry var entryLimit = 3
}

extension Transaction {
    @Entry var entryIsUserInitiated: Bool = false
}

extension ContainerValues {
    @Entry var entryIcon: String = "photo"
    @Entry var entryPinColor: Color?
}

private struct Note: Equatable { let title: String }

extension FocusedValues {
    @Entry fileprivate var entrySelectedNote: Note?
}

private struct Greeter: View {
    @Environment(\.entryGreeting) var greeting
    var body: some View { Text(greeting) }
}

@MainActor
@Suite("@Entry")
struct EntryTests {
    @Test("environment entries have their default and can be set by an ancestor")
    func environment() {
        var values = EnvironmentValues()
        #expect(values.entryGreeting == "Hello")
        #expect(values.entryLimit == 3)
        values.entryLimit = 7
        #expect(values.entryLimit == 7)
        let host = OffscreenHost(rootView: Greeter().environment(\.entryGreeting, "Hej"))
        #expect(host.tree.allNodes.contains { $0.text == "Hej" })
    }

    @Test("transaction, container and focused values entries")
    func otherContainers() {
        var transaction = Transaction()
        #expect(!transaction.entryIsUserInitiated)
        transaction.entryIsUserInitiated = true
        #expect(transaction.entryIsUserInitiated)

        var container = ContainerValues()
        #expect(container.entryIcon == "photo")
        #expect(container.entryPinColor == nil)
        container.entryPinColor = .red
        #expect(container.entryPinColor == .red)

        var focused = FocusedValues()
        #expect(focused.entrySelectedNote == nil)
        focused.entrySelectedNote = Note(title: "Groceries")
        #expect(focused.entrySelectedNote == Note(title: "Groceries"))
    }
}
