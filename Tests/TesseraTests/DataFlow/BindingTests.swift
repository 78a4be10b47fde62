import Testing
@_spi(Testing) import Tessera

private struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
    var age: Int
}

private struct Editor: View {
    @State var people = [Person(id: 1, name: "Ann", age: 30), Person(id: 2, name: "Bo", age: 40)]
    var body: some View {
        VStack {
            ForEach($people) { $person in
                AgeStepper(age: $person.age, name: person.name)
            }
        }
    }
}

private struct AgeStepper: View {
    @Binding var age: Int
    let name: String
    var body: some View {
        Stepper("\(name) \(age)", value: $age)
    }
}

@MainActor
@Suite("@Binding")
struct BindingTests {
    @Test("Binding(get:set:), .constant and dynamic member projection")
    func basics() {
        var storage = Person(id: 1, name: "Ann", age: 30)
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.name.wrappedValue = "Anna"
        #expect(storage.name == "Anna")
        let constant = Binding.constant(5)
        constant.wrappedValue = 6
        #expect(constant.wrappedValue == 5)
    }

    @Test("Binding<Value?> unwrapping is nil for nil and writes through otherwise")
    func optionalUnwrapping() {
        var storage: Int? = nil
        let optional = Binding(get: { storage }, set: { storage = $0 })
        #expect(Binding(optional) == nil)
        storage = 3
        let unwrapped = Binding(optional)
        unwrapped?.wrappedValue = 4
        #expect(storage == 4)
    }

    @Test("ForEach($items) { $item in … } passes element bindings that write back")
    func forEachBindings() {
        let host = OffscreenHost(rootView: Editor())
        #expect(host.tapButton("+"))
        #expect(host.tree.allNodes.contains { $0.text == "Ann 31" })
        #expect(host.tree.allNodes.contains { $0.text == "Bo 40" })
    }
}

