import Testing
@_spi(Testing) @testable import Tessera

private struct Inspector: View {
    @State var isFilled = true
    @State var fillColor = Color.red
    @State var showsFill = true
    var body: some View {
        Form {
            DisclosureGroup(isExpanded: $showsFill) {
                Toggle("Fill shape?", isOn: $isFilled)
                ColorPicker("Fill color", selection: $fillColor)
            } label: {
                Label("Fill", systemImage: "drop")
            }
            Section("Info") {
                LabeledContent("Name", value: "Rectangle")
                LabeledContent("Layer") { Text("3") }
            }
        }
    }
}

@MainActor
private func rowCount<V: View>(_ host: OffscreenHost<V>) -> Int {
    host.tree.allNodes.filter { $0.baseName == "ListRowView" }.count
}

@MainActor
@Suite("Form, LabeledContent, ColorPicker")
struct FormTests {
    @Test("a grouped form shows a disclosure group's content as indented rows, controls trailing")
    func groupedForm() {
        let host = OffscreenHost(rootView: Inspector(), size: CGSize(width: 400, height: 600))
        // Fill label, its two controls, and the two labeled rows.
        #expect(rowCount(host) == 5)
        let fill = host.frame(ofText: "Fill")!, toggle = host.frame(ofText: "Fill shape?")!
        #expect(toggle.minY > fill.maxY)
        // Inset grouped: 20 to the group, 16 to the row content, one 20-point outline level.
        #expect(abs(toggle.minX - 56) < 0.01)
        // LabeledContent: label leading, value trailing.
        let name = host.frame(ofText: "Name")!, value = host.frame(ofText: "Rectangle")!
        #expect(abs(name.midY - value.midY) < 1)
        #expect(value.minX > 200)
        // Collapsing the group removes its rows.
        host.tap(at: CGPoint(x: fill.midX, y: fill.midY))
        #expect(rowCount(host) == 3)
        #expect(host.frame(ofText: "Fill shape?") == nil)
    }

    @Test("declared sections without headers stay apart in a grouped form; loose rows don't get the gap")
    func headerlessSectionsSpacing() throws {
        let host = OffscreenHost(rootView: Form {
            Text("Loose")
            Section { Text("First") }
            Section { Text("Second") }
        }, size: CGSize(width: 400, height: 600))
        let loose = try #require(host.frame(ofText: "Loose"))
        let first = try #require(host.frame(ofText: "First")), second = try #require(host.frame(ofText: "Second"))
        // Rows are 44 points high (text 11 points from the row's top): the loose row starts the
        // list after its 20-point top padding; each declared section adds a 20-point gap above it.
        #expect(abs(loose.minY - first.minY + 44 + 20) < 0.5)
        #expect(abs(second.minY - first.minY - 44 - 20) < 0.5)
        #expect(loose.minY < 20 + 22)
    }

    @Test("a columns form right-aligns labels in one column and lines the values up after it")
    func columnsForm() {
        let host = OffscreenHost(rootView: Form {
            LabeledContent("Name", value: "Rectangle")
            LabeledContent("Corner radius", value: "12")
        }.formStyle(.columns), size: CGSize(width: 400, height: 200))
        let name = host.frame(ofText: "Name")!, radius = host.frame(ofText: "Corner radius")!
        let rect = host.frame(ofText: "Rectangle")!, twelve = host.frame(ofText: "12")!
        #expect(abs(name.maxX - radius.maxX) < 0.5)
        #expect(name.minX > radius.minX)
        #expect(rect.minX == twelve.minX)
        #expect(rect.minX > radius.maxX)
        #expect(abs(rect.midY - name.midY) < 1)
        #expect(twelve.minY > rect.maxY)
    }

    @Test("ColorPicker: tapping the swatch shows the palette; tapping a color writes the binding")
    func colorPicker() {
        struct Picker: View {
            @State var color = Color.red
            var body: some View {
                VStack {
                    Text(color == .blue ? "is blue" : "not blue")
                    ColorPicker("Color", selection: $color)
                }
            }
        }
        let host = OffscreenHost(rootView: Picker(), size: CGSize(width: 300, height: 200))
        #expect(host.tree.allNodes.filter { $0.baseName == "ColorSwatch" }.count == 1)
        let label = host.frame(ofText: "Color")!
        host.tap(at: CGPoint(x: 300 - 14, y: label.midY))
        let swatches = host.tree.allNodes.filter { $0.baseName == "ColorSwatch" }.count
        #expect(swatches == 1 + ColorSwatch.palette.count)
        // The palette is right-aligned: blue is the 8th of 12 swatches of 18 points, 4 apart.
        let blueIndex = ColorSwatch.palette.firstIndex(of: .blue)!
        let paletteY = host.layoutFrames.filter { $0.label.contains("ColorSwatch") || $0.label.contains("Circle") }.map(\.frame.midY).max()!
        let x = 300 - CGFloat(ColorSwatch.palette.count - blueIndex) * 22 + 4 + 9
        host.tap(at: CGPoint(x: x, y: paletteY))
        #expect(host.frame(ofText: "is blue") != nil)
        #expect(host.tree.allNodes.filter { $0.baseName == "ColorSwatch" }.count == 1)
    }

    @Test("a form taller than its frame scrolls like a list, and only its rows in view get taps")
    func tallFormScrolls() throws {
        let log = PresentationLog()
        let view = VStack(spacing: 0) {
            Text("Done").frame(maxWidth: .infinity).frame(height: 50)
                .contentShape(Rectangle()).onTapGesture { log.entries.append("done") }
            Form {
                Section("Many") {
                    ForEach(0..<30, id: \.self) { index in
                        Button("Setting \(index)") { log.entries.append("setting \(index)") }
                    }
                }
            }
            .frame(height: 300)
            Spacer()
        }
        let host = OffscreenHost(rootView: view, size: CGSize(width: 400, height: 400))
        // The last row is out of view (not built yet, or laid out below the form).
        #expect(host.placedFrame(ofText: "Setting 29").map { $0.minY >= 350 } ?? true)
        // Scrolled a little, the first rows are laid out above the form's top (50), under "Done":
        // a tap there reaches "Done", drawn there, not the row.
        #expect(host.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 100)))
        let first = try #require(host.placedFrame(ofText: "Setting 0"))
        #expect(first.maxY < 50)
        host.tap(at: CGPoint(x: first.midX, y: first.midY))
        #expect(log.entries == ["done"])
        // The form scrolls to its end.
        #expect(host.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 5000)))
        let last = try #require(host.placedFrame(ofText: "Setting 29"))
        #expect(last.minY >= 50 && last.maxY <= 350)
        host.tap(at: CGPoint(x: last.midX, y: last.midY))
        #expect(log.entries == ["done", "setting 29"])
    }
}
