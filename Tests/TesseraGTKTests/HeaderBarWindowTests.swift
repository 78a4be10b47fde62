import Foundation
import Testing
import TesseraCairo
import TesseraTesting

/// Issue 24: in a real GTK app under Xvfb (`Showcase --navigation`), the window's navigation
/// bar is its `GtkHeaderBar`: the title and subtitle, the "Add" toolbar item (a hosted view
/// that keeps its action and leaves the keyboard focus in the content), a back button after a
/// push whose click pops — read from the GTK trace, driven with xdotool.
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("Header bar of a navigation window under Xvfb")
    struct HeaderBarWindowTests {
        @Test("the header bar shows the stack's title and items; a link pushes (new title, a back button); back pops",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func headerBarFollowsTheStack() async throws {
            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launchShowcase(arguments: ["--navigation"])
            defer { app.stop() }
            let root = try await app.waitForLine(within: 60) { $0.hasPrefix(#"[tessera] headerbar "Navigation": "#) }
            #expect(root == #"[tessera] headerbar "Navigation": title "Library" subtitle "0 added" back none leading 1 principal 0 trailing 1"#)
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Navigation": drew "#) && !$0.contains("drew 0×0") }
            let window = try #require(try await session.run("xdotool", "search", "--name", "^Navigation$")
                .split(separator: "\n").first.map(String.init))
            _ = try await session.run("xdotool", "windowraise", window)

            // The content starts under the header bar and doesn't draw the title itself.
            let link = try await frame(of: "Open Details", in: "Navigation", app: app)
            #expect(link.minY > 30, "the content is below the header bar")
            #expect(!app.output.contains(#"text "Navigation" "Library""#), "Tessera draws no bar in the window")

            // The trailing item is a hosted Tessera button: clicking it runs its action, and the
            // subtitle it changes follows.
            let count = try await frame(of: "Books added: 0", in: "Navigation", app: app)
            _ = try await session.run("xdotool", "mousemove", "--window", window, "\(Int(count.midX))", "\(Int(count.midY))", "click", "1")
            _ = try await app.waitForLine { $0.hasPrefix(#"[tessera] click "Navigation" at "#) }
            let add = try await frame(of: "Add", in: "Navigation headerbar trailing", app: app)
            _ = try await session.run("xdotool", "mousemove", "--window", window, "\(Int(add.midX))", "\(Int(add.midY))", "click", "1")
            _ = try await app.waitForLine { $0 == "[navigation] added 1" }
            _ = try await app.waitForLine { $0 == #"[tessera] headerbar "Navigation": title "Library" subtitle "1 added" back none leading 1 principal 0 trailing 1"# }

            // The click on the item left the keyboard with the content: Ctrl-R reaches its Reset
            // button's shortcut. (The X server delivers the focus change before the key.)
            _ = try await session.run("xdotool", "windowfocus", "--sync", window)
            _ = try await session.run("xdotool", "key", "ctrl+r")
            _ = try await app.waitForLine { $0 == "[navigation] reset" }
            _ = try await app.waitForLine { $0 == #"[tessera] headerbar "Navigation": title "Library" subtitle "0 added" back none leading 1 principal 0 trailing 1"# }

            // The link pushes: the title changes and a back button names the screen below.
            _ = try await session.run("xdotool", "mousemove", "--window", window, "\(Int(link.midX))", "\(Int(link.midY))", "click", "1")
            _ = try await app.waitForLine { $0 == "[navigation] details appeared" }
            _ = try await app.waitForLine { $0 == #"[tessera] headerbar "Navigation": title "Details" back "Library" leading 0 principal 0 trailing 0"# }
            let backLine = try await app.waitForLine { $0.hasPrefix(#"[tessera] headerbar "Navigation" back button at "#) }
            let numbers = backLine.split(separator: " ").suffix(4).compactMap { Double($0) }
            try #require(numbers.count == 4)
            let back = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            #expect(back.width > 10 && back.height > 10)
            #expect(back.minX < 40 && back.minY < 20, "at the header bar's start")
            _ = try await frame(of: "Dune, by Frank Herbert", in: "Navigation", app: app)
            _ = try await session.settledScreenshot(named: "headerbar-details", in: CGRect(x: 0, y: 0, width: 480, height: 300))

            // Back pops to the root.
            _ = try await session.run("xdotool", "mousemove", "--window", window, "\(Int(back.midX))", "\(Int(back.midY))", "click", "1")
            _ = try await app.waitForLine { $0 == #"[tessera] headerbar "Navigation" back clicked"# }
            _ = try await app.waitForLine { $0 == #"[tessera] headerbar "Navigation": title "Library" subtitle "0 added" back none leading 1 principal 0 trailing 1"# }
            _ = try await frame(of: "Books added: 0", in: "Navigation", app: app)
            _ = try await session.settledScreenshot(named: "headerbar-root", in: CGRect(x: 0, y: 0, width: 480, height: 300))
        }

        /// Where `text` is in the surface of the hosting widget traced as `widget`: the last
        /// frame traced for it so far (waiting for one). Reads the whole output, not only the
        /// lines after the last one a wait took (the widgets of one window trace in any order).
        private func frame(of text: String, in widget: String, app: LaunchedApp) async throws -> CGRect {
            let prefix = #"[tessera] text "\#(widget)" "\#(text)" at "#
            let found = await Polling.value(interval: 0.1) { () -> CGRect? in
                guard let line = app.output.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else { return nil }
                let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
                return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
            }
            guard let found else { throw XvfbSession.Failure(description: "no frame traced for \(text) in \(widget)") }
            return found
        }
    }
}
