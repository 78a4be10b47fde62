import Foundation
import Testing
import TesseraTesting

/// Issue 5's window lifecycle in a real GTK app under Xvfb (`Showcase --commands`, whose
/// windows print "[window] task started", "[window] task cancelled" and "[window] disappeared"):
/// three windows closed three ways — File > Close Window's Ctrl-W, the ICCCM WM_DELETE_WINDOW
/// message a window manager's close button sends, and the window's own Close button
/// (`dismissWindow()`) — each with more input queued right behind the close. The app keeps
/// running while a window is open and exits with status 0 after the last one closes.
// Nested in the serialized showcase suite, so that no two X servers and GTK processes run at once.
extension ShowcaseWindowTests {
    @Suite("Closing windows under Xvfb")
    struct WindowCloseWindowTests {
        @Test("Ctrl-W, WM_DELETE_WINDOW and dismissWindow() close one window each (onDisappear runs, the .task is cancelled, input queued behind the close does no harm); the app exits with 0 after the last",
              .enabled(if: XvfbSession.isAvailable && XvfbSession.tool("python3") != nil,
                       "needs Xvfb, xdotool, ImageMagick's import, python3 and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func closeWindows() async throws {
            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launchShowcase(arguments: ["--commands"])
            defer { app.stop() }
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Commands": drew "#) && !$0.contains("drew 0×0") }
            let first = try #require(try await windows(in: session).first)

            // File > New Window (Ctrl-N) twice: three windows, each running its task.
            // (Keys without --window: XTEST to the focused window. A key sent to a window that
            // loses focus in between may stay pressed and repeat. The X server delivers the focus
            // change before the key: no wait between them.)
            for _ in 0..<2 {
                _ = try await session.run("xdotool", "windowfocus", "--sync", first)
                _ = try await session.run("xdotool", "key", "ctrl+n")
                _ = try await app.waitForLine { $0 == "[window] task started" }
            }
            try await waitForWindowCount(3, in: session)

            // Ctrl-W closes the focused window; Ctrl-S and Return are queued right behind it.
            _ = try await session.run("xdotool", "windowfocus", "--sync", first)
            _ = try? await session.run("xdotool", "key", "ctrl+w", "ctrl+s", "Return")
            _ = try await app.waitForLine { $0 == "[window] disappeared" }
            _ = try await app.waitForLine { $0.contains(#"window "Commands" closed (2 open)"#) }
            _ = try await app.waitForLine { $0 == "[window] task cancelled" }
            try await waitForWindowCount(2, in: session)
            #expect(app.isRunning)

            // WM_DELETE_WINDOW (what a window manager sends), with a click queued behind it.
            let second = try #require(try await windows(in: session).first)
            _ = try await session.run("xdotool", "windowraise", second)
            let script = try Self.writeDeleteWindowScript()
            _ = try await session.run("python3", script.path, second)
            _ = try? await session.run("xdotool", "mousemove", "--window", second, "30", "30", "click", "1")
            _ = try await app.waitForLine { $0 == "[window] disappeared" }
            _ = try await app.waitForLine { $0.contains(#"window "Commands" closed (1 open)"#) }
            _ = try await app.waitForLine { $0 == "[window] task cancelled" }
            try await waitForWindowCount(1, in: session)
            #expect(app.isRunning)

            // The last window's own Close button (dismissWindow()), clicked three times quickly:
            // the later clicks arrive while the window closes.
            let last = try #require(try await windows(in: session).first)
            _ = try await session.run("xdotool", "windowraise", last)
            _ = try await session.run("xdotool", "windowfocus", "--sync", last)
            // The Close button's text in the window's surface: the trace of its last full draw.
            let close = try await Self.closeButtonCenter(of: app, session: session, window: last)
            _ = try? await session.run("xdotool", "mousemove", "--window", last, "\(close.x)", "\(close.y)",
                             "click", "--repeat", "3", "--delay", "40", "1")
            _ = try await app.waitForLine { $0 == "[window] disappeared" }
            _ = try await app.waitForLine { $0.contains(#"window "Commands" closed (0 open)"#) }
            #expect(await app.waitForExit(within: 10) == 0)
        }

        @Test("an app without .commands has no menu bar but Ctrl-W closes the focused window and Ctrl-Q quits with status 0",
              .enabled(if: XvfbSession.isAvailable, "needs Xvfb, xdotool, ImageMagick's import and the Showcase executable"),
              .timeLimit(.minutes(3)))
        func shortcutsWithoutMenuBar() async throws {
            let session = try await XvfbSession.start()
            defer { session.stop() }
            let app = try session.launchShowcase()
            defer { app.stop() }
            let commands = try await app.waitForLine(within: 60) { $0.hasPrefix("[tessera] keyboard commands without a menu bar: ") }
            #expect(commands.hasSuffix(": New Window <Control>n, Close Window <Control>w, Quit <Control>q"))
            _ = try await app.waitForLine(within: 60) { $0.contains(#"frame "Counter": drew "#) && !$0.contains("drew 0×0") }
            let counter = try #require(try await session.run("xdotool", "search", "--onlyvisible", "--name", "^Counter$")
                .split(separator: "\n").first.map(String.init))
            _ = try await session.run("xdotool", "windowfocus", "--sync", counter)
            _ = try await session.run("xdotool", "key", "ctrl+w")
            let closed = try await app.waitForLine { $0.contains(" closed (") }
            #expect(closed.hasPrefix(#"[tessera] window "Counter" closed ("#))
            #expect(app.isRunning)
            let other = try #require(try await session.run("xdotool", "search", "--onlyvisible", "--name", "^Karaoke$")
                .split(separator: "\n").first.map(String.init))
            _ = try await session.run("xdotool", "windowfocus", "--sync", other)
            _ = try await session.run("xdotool", "key", "ctrl+q")
            _ = try await app.waitForLine { $0.contains(" closed (0 open)") }
            #expect(await app.waitForExit(within: 10) == 0)
        }

        /// The visible windows named "Commands".
        private func windows(in session: XvfbSession) async throws -> [String] {
            let output = (try? await session.run("xdotool", "search", "--onlyvisible", "--name", "^Commands$")) ?? ""
            return output.split(separator: "\n").map(String.init)
        }

        private func waitForWindowCount(_ count: Int, in session: XvfbSession) async throws {
            guard try await Polling.wait(interval: 0.1, until: { try await windows(in: session).count == count }) else {
                throw XvfbSession.Failure(description: "expected \(count) windows")
            }
        }

        /// Where the Close button is in `window`: a full redraw (a resize by one point makes
        /// one) traces every text's frame.
        private static func closeButtonCenter(of app: LaunchedApp, session: XvfbSession, window: String) async throws -> (x: Int, y: Int) {
            _ = try await session.run("xdotool", "windowsize", window, "361", "221")
            let line = try await app.waitForLine { $0.contains(#"text "Commands" "Close" at "#) }
            let numbers = line.split(separator: " ").suffix(4).compactMap { Double($0) }
            guard numbers.count == 4 else { throw XvfbSession.Failure(description: "no frame in \(line)") }
            return (Int(numbers[0] + numbers[2] / 2), Int(numbers[1] + numbers[3] / 2))
        }

        /// A python3 script (ctypes on libX11, no packages) that sends the ICCCM WM_DELETE_WINDOW
        /// client message to the window whose id is its argument, as a window manager's close
        /// button does (xdotool 3.2016 has no `windowclose`).
        private static func writeDeleteWindowScript() throws -> URL {
            let source = """
            import ctypes, sys
            from ctypes import c_int, c_long, c_ulong, c_void_p, c_char_p, POINTER
            x11 = ctypes.CDLL("libX11.so.6")
            x11.XOpenDisplay.restype = c_void_p
            x11.XOpenDisplay.argtypes = [c_char_p]
            x11.XInternAtom.restype = c_ulong
            x11.XInternAtom.argtypes = [c_void_p, c_char_p, c_int]
            class XClientMessageEvent(ctypes.Structure):
                _fields_ = [("type", c_int), ("serial", c_ulong), ("send_event", c_int), ("display", c_void_p),
                            ("window", c_ulong), ("message_type", c_ulong), ("format", c_int), ("l", c_long * 5)]
            class XEvent(ctypes.Union):
                _fields_ = [("xclient", XClientMessageEvent), ("pad", c_long * 24)]
            x11.XSendEvent.argtypes = [c_void_p, c_ulong, c_int, c_long, POINTER(XEvent)]
            display = x11.XOpenDisplay(None)
            if not display:
                sys.exit(1)
            window = int(sys.argv[1])
            event = XEvent()
            event.xclient.type = 33  # ClientMessage
            event.xclient.window = window
            event.xclient.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
            event.xclient.format = 32
            event.xclient.l[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
            event.xclient.l[1] = 0  # CurrentTime
            if not x11.XSendEvent(display, window, 0, 0, ctypes.byref(event)):
                sys.exit(2)
            x11.XFlush(display)
            x11.XCloseDisplay(display)

            """
            try FileManager.default.createDirectory(at: XvfbSession.screenshotDirectory, withIntermediateDirectories: true)
            let file = XvfbSession.screenshotDirectory.appendingPathComponent("wm-delete-window.py")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
    }
}
