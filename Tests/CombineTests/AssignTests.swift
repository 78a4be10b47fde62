import Combine
import Testing

@Suite("assign(to:on:)")
struct AssignTests {
    final class Label {
        var text = ""
    }

    @Test("assign(to:on:) writes each element to the property")
    func assigns() {
        let subject = PassthroughSubject<Int, Never>()
        let label = Label()
        let cancellable = subject.map { "Count: \($0)" }.assign(to: \.text, on: label)
        subject.send(1)
        #expect(label.text == "Count: 1")
        subject.send(2)
        #expect(label.text == "Count: 2")
        cancellable.cancel()
        subject.send(3)
        #expect(label.text == "Count: 2")
    }

    @Test("the assign subscriber lets go of the object once canceled")
    func releasesObject() {
        let subject = PassthroughSubject<String, Never>()
        weak var weakLabel: Label?
        var cancellable: AnyCancellable?
        do {
            let label = Label()
            weakLabel = label
            cancellable = subject.assign(to: \.text, on: label)
        }
        #expect(weakLabel != nil)
        cancellable?.cancel()
        #expect(weakLabel == nil)
    }
}
