import Foundation
import Testing
@_spi(Testing) @testable import Tessera

struct Recipe: Hashable, Codable {
    let name: String
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text("Detail \(recipe.name)")
            Text(isPresented ? "presented" : "not presented")
            NavigationLink("More", value: 7)
            Button("Close") { dismiss() }
        }
        .navigationTitle(recipe.name)
    }
}

private struct RecipeBrowser: View {
    var body: some View {
        NavigationStack {
            VStack {
                Counter()
                NavigationLink("Pancakes", value: Recipe(name: "Pancakes"))
                NavigationLink("Waffles", value: Recipe(name: "Waffles"))
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
    }
}

private struct PathBrowser: View {
    @Binding var path: [Recipe]
    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .navigationDestination(for: Recipe.self) { recipe in
                    Text("Page \(recipe.name)")
                        .navigationTitle(recipe.name)
                }
        }
    }
}

private struct PathHost: View {
    @State var path: [Recipe] = []
    var body: some View {
        VStack(spacing: 0) {
            Button("Deep link") { path = [Recipe(name: "A"), Recipe(name: "B")] }
            Text("Depth \(path.count)")
            PathBrowser(path: $path)
        }
    }
}

private struct PresentedBrowser: View {
    @State var showsSettings = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Settings") { showsSettings = true }
                Text(showsSettings ? "flag on" : "flag off")
                NavigationLink("Plain push") { Text("Pushed view") }
            }
            .navigationDestination(isPresented: $showsSettings) { Text("Settings page") }
        }
    }
}

private struct LevelScreen: View {
    let level: Int
    var body: some View {
        VStack {
            Text("Level \(level)")
            NavigationLink("Next", value: level + 1)
        }
    }
}

private struct DeepStack: View {
    @Binding var path: [Int]
    var body: some View {
        NavigationStack(path: $path) {
            LevelScreen(level: 0)
                .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
        }
    }
}

private struct DeepHost: View {
    @State var path: [Int] = Array(1...50)
    var body: some View { DeepStack(path: $path) }
}

@MainActor
@Suite("Navigation: NavigationStack")
struct NavigationStackTests {
    private let size = CGSize(width: 390, height: 600)

    @Test("a value link pushes its destination; the back button pops to the root")
    func pushAndPop() {
        let host = OffscreenHost(rootView: RecipeBrowser(), size: size)
        #expect(host.placedFrame(ofText: "Pancakes") != nil)
        #expect(host.tapButton("Pancakes"))
        #expect(host.placedFrame(ofText: "Detail Pancakes") != nil)
        #expect(host.placedFrame(ofText: "Waffles") == nil, "the root is hidden under the pushed screen")
        #expect(host.placedFrame(ofText: "presented") != nil)
        // The back button is named by the previous screen's title.
        #expect(host.tapButton("Recipes"))
        #expect(host.placedFrame(ofText: "Detail Pancakes") == nil)
        #expect(host.placedFrame(ofText: "Waffles") != nil)
    }

    @Test("the root's state is kept while a screen is pushed over it")
    func stateKept() {
        let host = OffscreenHost(rootView: RecipeBrowser(), size: size)
        host.tapButton("Count 0")
        host.tapButton("Count 1")
        #expect(host.tapButton("Waffles"))
        #expect(host.placedFrame(ofText: "Count 2") == nil)
        #expect(!host.tapButton("Count 2"), "a hidden screen's buttons can't be tapped")
        #expect(host.tapButton("Close"), "dismiss pops the pushed screen")
        #expect(host.placedFrame(ofText: "Count 2") != nil)
    }

    @Test("several destination types in one stack; a screen pushes onto the path")
    func severalTypes() {
        let host = OffscreenHost(rootView: RecipeBrowser(), size: size)
        host.tapButton("Pancakes")
        #expect(host.tapButton("More"))
        #expect(host.placedFrame(ofText: "Number 7") != nil)
        #expect(host.press(key: .escape))
        #expect(host.placedFrame(ofText: "Detail Pancakes") != nil)
        #expect(host.press(key: .leftArrow, modifiers: .option))
        #expect(host.placedFrame(ofText: "Pancakes") != nil)
        #expect(!host.press(key: .escape), "nothing to pop at the root")
    }

    @Test("writing the path deep-links; popping writes the path")
    func pathBinding() {
        let host = OffscreenHost(rootView: PathHost(), size: size)
        #expect(host.placedFrame(ofText: "Home") != nil)
        host.tapButton("Deep link")
        #expect(host.placedFrame(ofText: "Page B") != nil)
        #expect(host.placedFrame(ofText: "Depth 2") != nil)
        #expect(host.tapButton("A"), "the back button names the screen under it")
        #expect(host.placedFrame(ofText: "Page A") != nil)
        #expect(host.placedFrame(ofText: "Depth 1") != nil)
    }

    @Test("navigationDestination(isPresented:) pushes while true; popping sets it false")
    func presentedDestination() {
        let host = OffscreenHost(rootView: PresentedBrowser(), size: size)
        host.tapButton("Settings")
        #expect(host.placedFrame(ofText: "Settings page") != nil)
        #expect(host.tapButton("Back"))
        #expect(host.placedFrame(ofText: "flag off") != nil)
        #expect(host.tapButton("Plain push"))
        #expect(host.placedFrame(ofText: "Pushed view") != nil)
        #expect(host.press(key: .escape))
        #expect(host.placedFrame(ofText: "Plain push") != nil)
    }

    @Test("pushing onto a stack of 50 evaluates only the new screen")
    func pushCost() {
        let host = OffscreenHost(rootView: DeepHost(), size: size)
        #expect(host.placedFrame(ofText: "Level 50") != nil)
        let before = host.bodyEvaluations(of: LevelScreen.self)
        #expect(host.tapButton("Next"))
        #expect(host.placedFrame(ofText: "Level 51") != nil)
        #expect(host.bodyEvaluations(of: LevelScreen.self) - before == 1)
    }

    @Test("NavigationPath appends, counts, removes and round-trips through Codable")
    func navigationPath() throws {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(Recipe(name: "A"))
        path.append(3)
        path.append("x")
        #expect(path.count == 3)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(decoded == path)
        path.removeLast(2)
        #expect(path.count == 1)
        #expect(path != decoded)
    }
}
