import Foundation
import Testing
@_spi(Testing) @testable import Tessera

/// Counts the taps of a toolbar button from outside the view graph.
@MainActor
private final class TapLog {
    var adds = 0
}

private struct Library: View {
    let log: TapLog
    var body: some View {
        NavigationStack {
            VStack {
                Text("Shelf")
                NavigationLink("Dune") {
                    Text("About Dune")
                        .navigationTitle("Dune")
                        .navigationSubtitle("Frank Herbert")
                }
                NavigationLink("Secret") {
                    Text("No way back").navigationBarBackButtonHidden()
                }
                NavigationLink("Immersive") {
                    Text("Full bleed").toolbar(.hidden, for: .navigationBar)
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
                ToolbarItem(placement: .primaryAction) { Button("Add") { log.adds += 1 } }
            }
        }
    }
}

private struct StackInTab: View {
    var body: some View {
        TabView {
            NavigationStack {
                Text("Messages").navigationTitle("Inbox")
            }
            .tabItem { Text("Mail") }
        }
    }
}

private struct Principal: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Body")
                NavigationLink("Inner") {
                    NavigationStack { Text("Nested").navigationTitle("Nested title") }
                }
            }
            .navigationTitle("Hidden by the principal")
            .toolbar {
                ToolbarItem(placement: .principal) { Text("Centered") }
            }
        }
    }
}

@MainActor
@Suite("Navigation: the window's top bar presented by the host")
struct WindowTopBarTests {
    private let size = CGSize(width: 390, height: 600)

    private func host<V: View>(_ view: V, presenter: WindowTopBarPresenter?) -> OffscreenHost<V> {
        var environment = EnvironmentValues()
        environment.windowTopBarPresenter = presenter
        return OffscreenHost(rootView: view, size: size, environment: environment)
    }

    @Test("the window's stack draws no top bar and describes it: title, no back button, items per side")
    func describesRoot() throws {
        let presenter = WindowTopBarPresenter()
        let presented = host(Library(log: TapLog()), presenter: presenter)
        let drawn = host(Library(log: TapLog()), presenter: nil)
        #expect(drawn.placedFrame(ofText: "Library") != nil, "without a presenter Tessera draws the bar")
        #expect(presented.placedFrame(ofText: "Library") == nil, "no title drawn")
        #expect(!presented.tapButton("Close"), "no items drawn")
        // The content starts at the window's top: it is higher than under a drawn bar.
        let shelf = try #require(presented.placedFrame(ofText: "Shelf"))
        let shelfUnderBar = try #require(drawn.placedFrame(ofText: "Shelf"))
        #expect(shelf.minY < shelfUnderBar.minY)

        let bar = try #require(presenter.bar)
        #expect(bar.title == "Library")
        #expect(bar.subtitle == nil)
        #expect(bar.back == nil)
        #expect(bar.leading != nil)
        #expect(bar.trailing != nil)
        #expect(bar.principal == nil)
        #expect(!bar.isHidden)
    }

    @Test("a push updates the description (title, subtitle, back named by the screen below); its back action pops")
    func pushAndBack() throws {
        let presenter = WindowTopBarPresenter()
        var changes = 0
        presenter.onChange = { changes += 1 }
        let host = host(Library(log: TapLog()), presenter: presenter)
        let before = changes
        #expect(host.tapButton("Dune"))
        #expect(host.placedFrame(ofText: "About Dune") != nil)
        #expect(changes > before, "the host is told")
        let bar = try #require(presenter.bar)
        #expect(bar.title == "Dune")
        #expect(bar.subtitle == "Frank Herbert")
        #expect(bar.back?.title == "Library")
        #expect(bar.leading == nil && bar.trailing == nil, "the pushed screen has no items")
        #expect(!host.tapButton("Library"), "no back button drawn")

        try #require(bar.back).action()
        host.update()
        #expect(host.placedFrame(ofText: "About Dune") == nil)
        #expect(host.placedFrame(ofText: "Shelf") != nil)
        #expect(presenter.bar?.title == "Library")
        #expect(presenter.bar?.back == nil)
    }

    @Test("navigationBarBackButtonHidden drops the back action; toolbar(.hidden) marks the bar hidden")
    func hiddenParts() throws {
        let presenter = WindowTopBarPresenter()
        let host = host(Library(log: TapLog()), presenter: presenter)
        #expect(host.tapButton("Secret"))
        #expect(presenter.bar?.back == nil)
        #expect(host.press(key: .escape), "the screen still pops by the keyboard")
        #expect(host.tapButton("Immersive"))
        #expect(presenter.bar?.isHidden == true)
        #expect(presenter.bar?.back != nil)
    }

    @Test("an item's view keeps its behaviour when hosted elsewhere, in the screen's environment")
    func itemsAreLiveViews() throws {
        let presenter = WindowTopBarPresenter()
        let log = TapLog()
        _ = host(Library(log: log), presenter: presenter)
        let bar = try #require(presenter.bar)
        let item = OffscreenHost(rootView: try #require(bar.trailing), size: CGSize(width: 120, height: 44),
                                 environment: bar.environment)
        #expect(item.tapButton("Add"))
        #expect(log.adds == 1)
    }

    @Test("a stack inside a tab draws its own bar; the presenter has nothing")
    func nestedStackDraws() {
        let presenter = WindowTopBarPresenter()
        let host = host(StackInTab(), presenter: presenter)
        #expect(host.placedFrame(ofText: "Inbox") != nil)
        #expect(presenter.bar == nil)
    }

    @Test("a principal item is described as the principal view; a stack inside a screen draws its own bar")
    func principalAndNestedStack() throws {
        let presenter = WindowTopBarPresenter()
        let host = host(Principal(), presenter: presenter)
        #expect(host.placedFrame(ofText: "Centered") == nil, "not drawn in the content")
        let bar = try #require(presenter.bar)
        #expect(bar.principal != nil)
        #expect(bar.title == "Hidden by the principal")
        #expect(host.tapButton("Inner"))
        #expect(host.placedFrame(ofText: "Nested title") != nil, "the inner stack draws its bar")
        #expect(presenter.bar?.title == nil, "the outer stack's pushed screen has no title")
        #expect(presenter.bar?.back?.title == "Hidden by the principal")
    }

    @Test("a split view draws its columns' bars, its detail's stack included; the presenter has nothing")
    func splitViewDraws() {
        let presenter = WindowTopBarPresenter()
        var environment = EnvironmentValues()
        environment.windowTopBarPresenter = presenter
        let host = OffscreenHost(rootView: Split(), size: CGSize(width: 1000, height: 600), environment: environment)
        #expect(host.placedFrame(ofText: "Letter") != nil)
        #expect(host.placedFrame(ofText: "Mail") != nil)
        #expect(presenter.bar == nil)
    }

    @Test("when the stack goes, the presenter has nothing (the window keeps its default titlebar)")
    func stackGoes() {
        let presenter = WindowTopBarPresenter()
        let host = host(Switcher(), presenter: presenter)
        #expect(presenter.bar?.title == "Stacked")
        #expect(host.tapButton("Remove stack"))
        #expect(presenter.bar == nil)
        #expect(host.placedFrame(ofText: "No stack") != nil)
    }
}

private struct Split: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar").navigationTitle("Folders")
        } detail: {
            NavigationStack { Text("Letter").navigationTitle("Mail") }
        }
    }
}

private struct Switcher: View {
    @State private var showsStack = true
    var body: some View {
        VStack {
            Button("Remove stack") { showsStack = false }
            if showsStack {
                NavigationStack { Text("In stack").navigationTitle("Stacked") }
            } else {
                Text("No stack")
            }
        }
    }
}
