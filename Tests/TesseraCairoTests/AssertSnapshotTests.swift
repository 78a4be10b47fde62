import Foundation
import Testing
import Tessera
import TesseraTesting

@Suite("assertSnapshot") @MainActor
struct AssertSnapshotTests {
    /// A pretend test file whose `__Snapshots__` folder is in /tmp, so nothing lands in the repository.
    static let fakeTestFile: StaticString = "/tmp/tessera-assert-snapshot-tests/FakeTests.swift"
    static let snapshots = URL(fileURLWithPath: "/tmp/tessera-assert-snapshot-tests/__Snapshots__")

    @Test("records a reference, matches it, and on a mismatch writes the actual and diff images and says where")
    func recordMatchAndFail() throws {
        try? FileManager.default.removeItem(at: Self.snapshots)
        let square = Color.red.frame(width: 20, height: 20)
        assertSnapshot(of: square, size: CGSize(width: 30, height: 30), named: "square", record: true, filePath: Self.fakeTestFile)
        #expect(FileManager.default.fileExists(atPath: Self.snapshots.appendingPathComponent("square.png").path))

        assertSnapshot(of: square, size: CGSize(width: 30, height: 30), named: "square", record: false, filePath: Self.fakeTestFile)

        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshots")
        try? FileManager.default.removeItem(at: failures.appendingPathComponent("square-diff.png"))
        withKnownIssue {
            assertSnapshot(of: Color.blue.frame(width: 20, height: 20), size: CGSize(width: 30, height: 30), named: "square",
                           record: false, filePath: Self.fakeTestFile)
        } matching: { issue in
            let message = "\(issue)"
            return message.contains("400 differing pixels") && message.contains("square-actual.png") && message.contains("square-diff.png")
        }
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("square-actual.png").path))
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("square-diff.png").path))

        withKnownIssue {
            assertSnapshot(of: square, size: CGSize(width: 40, height: 30), named: "square", record: false, filePath: Self.fakeTestFile)
        } matching: { "\($0)".contains("40×30 pixels, the reference 30×30") }
    }

    @Test("a missing reference is recorded and fails once")
    func missingReference() {
        let file: StaticString = "/tmp/tessera-assert-snapshot-tests-missing/FakeTests.swift"
        try? FileManager.default.removeItem(atPath: "/tmp/tessera-assert-snapshot-tests-missing/__Snapshots__/fresh.png")
        withKnownIssue {
            assertSnapshot(of: Color.green, size: CGSize(width: 8, height: 8), named: "fresh", record: false, filePath: file)
        } matching: { "\($0)".contains("Recorded missing snapshot") }
        assertSnapshot(of: Color.green, size: CGSize(width: 8, height: 8), named: "fresh", record: false, filePath: file)
    }
}
