import Combine
import Testing

@Suite("ObservableObject")
struct ObservableObjectTests {
    final class Contact: ObservableObject {
        @Published var name: String
        @Published var age: Int
        var notes = ""

        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }
    }

    @Test("objectWillChange fires before the value changes")
    func firesBeforeChange() {
        let contact = Contact(name: "Ada", age: 36)
        var agesSeen: [Int] = []
        let cancellable = contact.objectWillChange.sink { agesSeen.append(contact.age) }
        contact.age += 1
        #expect(agesSeen == [36])
        #expect(contact.age == 37)
        cancellable.cancel()
    }

    @Test("objectWillChange fires exactly once per write, for every @Published property")
    func oncePerWrite() {
        let contact = Contact(name: "Ada", age: 36)
        var changes = 0
        let cancellable = contact.objectWillChange.sink { changes += 1 }
        contact.age = 40
        #expect(changes == 1)
        contact.name = "Grace"
        #expect(changes == 2)
        contact.age = 40
        #expect(changes == 3)
        cancellable.cancel()
    }

    @Test("properties without @Published don't fire")
    func plainPropertyIsSilent() {
        let contact = Contact(name: "Ada", age: 36)
        var changes = 0
        let cancellable = contact.objectWillChange.sink { changes += 1 }
        contact.notes = "mathematician"
        #expect(changes == 0)
        cancellable.cancel()
    }

    @Test("the same objectWillChange publisher is returned each time")
    func stablePublisher() {
        let contact = Contact(name: "Ada", age: 36)
        #expect(contact.objectWillChange === contact.objectWillChange)
        #expect(contact.objectWillChange !== Contact(name: "Ada", age: 36).objectWillChange)
    }

    @Test("a write made before anyone asked for objectWillChange still notifies later subscribers")
    func lateSubscription() {
        let contact = Contact(name: "Ada", age: 36)
        contact.age = 1
        var changes = 0
        let cancellable = contact.objectWillChange.sink { changes += 1 }
        contact.name = "Grace"
        #expect(changes == 1)
        cancellable.cancel()
    }

    @Test("an object without @Published properties still has a stable publisher")
    func noPublishedProperties() {
        final class Manual: ObservableObject {
            var value = 0 {
                willSet { objectWillChange.send() }
            }
        }
        let model = Manual()
        #expect(model.objectWillChange === model.objectWillChange)
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.value = 3
        #expect(changes == 1)
        cancellable.cancel()
    }

    @Test("@Published properties of a superclass and of a subclass all fire")
    func inheritance() {
        class Base: ObservableObject {
            @Published var a = 0
        }
        final class Derived: Base {
            var plain = 0
            @Published var b = ""
        }
        let model = Derived()
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.a = 1
        model.b = "x"
        model.plain = 2
        #expect(changes == 2)
        #expect((model as Base).objectWillChange === model.objectWillChange)
        cancellable.cancel()
    }

    @Test("a generic observable object fires")
    func generic() {
        final class Box<Value>: ObservableObject {
            @Published var value: Value
            init(_ value: Value) { self.value = value }
        }
        let box = Box([1, 2])
        var changes = 0
        let cancellable = box.objectWillChange.sink { changes += 1 }
        box.value.append(3)
        #expect(changes == 1)
        #expect(box.value == [1, 2, 3])
        cancellable.cancel()
    }

    @Test("a custom objectWillChange is not sent by @Published, as in Combine")
    func customPublisher() {
        final class Custom: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            @Published var value = 0
        }
        let model = Custom()
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.value = 1
        #expect(changes == 0)
        model.objectWillChange.send()
        #expect(changes == 1)
        cancellable.cancel()
    }

    @Test("an observable object is released with its subscriptions alive")
    func noRetainCycle() {
        weak var weakContact: Contact?
        var cancellables = Set<AnyCancellable>()
        do {
            let contact = Contact(name: "Ada", age: 36)
            weakContact = contact
            contact.objectWillChange.sink { }.store(in: &cancellables)
            contact.$age.sink { _ in }.store(in: &cancellables)
        }
        #expect(weakContact == nil)
        #expect(cancellables.count == 2)
    }

    @Test("@Published properties are found among stored properties of every kind")
    func manyKindsOfStoredProperties() {
        final class Other {}
        enum Mode { case idle, running(Int, String) }
        final class Kitchen: ObservableObject {
            let id = UUIDLike()
            weak var weakOther: Other?
            unowned let owner: Other
            var callback: (Int) -> String = { "\($0)" }
            var pair: (Int, [String: Double]) = (1, [:])
            var mode = Mode.running(1, "x")
            var existential: any Hashable = 3
            lazy var lazyText = "lazy"
            @Published var first: Mode = .idle
            var middle: Int8 = 0
            @Published var second: (Int) -> Int = { $0 }
            @Published var third: [Int]? = nil

            init(owner: Other) { self.owner = owner }
        }
        struct UUIDLike { var high: UInt64 = 1; var low: UInt64 = 2 }
        let owner = Other()
        let kitchen = Kitchen(owner: owner)
        var changes = 0
        let cancellable = kitchen.objectWillChange.sink { changes += 1 }
        kitchen.first = .running(2, "y")
        kitchen.second = { $0 + 1 }
        kitchen.third = [1]
        kitchen.middle = 4
        kitchen.lazyText = "eager"
        #expect(changes == 3)
        #expect(kitchen.second(1) == 2)
        #expect(kitchen.third == [1])
        cancellable.cancel()
    }

    @MainActor
    final class MainActorModel: ObservableObject {
        @Published var title = "a"
    }

    @Test("a main-actor observable object works") @MainActor
    func mainActorModel() {
        let model = MainActorModel()
        var titles: [String] = []
        let cancellable = model.objectWillChange.sink { titles.append(model.title) }
        model.title = "b"
        #expect(titles == ["a"])
        cancellable.cancel()
    }
}
