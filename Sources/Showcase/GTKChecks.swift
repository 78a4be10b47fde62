import CGTK
import CTesseraGTKShim
import Foundation
import Tessera
import TesseraExamples
import TesseraGTK

// Scenarios the GTK tests (Tests/TesseraGTKTests/HostingChecksTests.swift) drive under Xvfb:
// `Showcase --gtk-check NAME` runs step 1 at once and step n when the file named by
// TESSERA_CHECK_STEPS holds a number ≥ n (the test writes it after its screenshots or
// clicks); after each step settles it prints what it measured as "[check] …" lines and then
// "[check] ready n".

@MainActor
final class GTKCheckScenario {
    private let steps: [() -> Void]
    private var measure: () -> Void = {}
    /// Whether what a step did is on screen (the step waits for it, at most 10 s).
    private var settled: () -> Bool = { true }
    private var keep: [AnyObject] = []

    init?(name: String) {
        switch name {
        case "box": steps = GTKCheckScenario.box(&measure, &settled, &keep)
        case "popover": steps = GTKCheckScenario.popover(&measure, &settled, &keep)
        case "cells": steps = GTKCheckScenario.cells(&measure, &settled, &keep)
        case "editing": steps = GTKCheckScenario.editing(&measure, &settled, &keep)
        case "swipe": steps = GTKCheckScenario.swipe(&measure, &settled, &keep)
        case "biglist": steps = BigListCheck.steps(&measure, &settled, &keep)
        default: return nil
        }
    }

    func start() {
        var next = 0
        var waiting = false
        let stepFile = ProcessInfo.processInfo.environment["TESSERA_CHECK_STEPS"]
        every(milliseconds: 50) { [self] in
            guard !waiting, next < steps.count else { return next < steps.count || waiting }
            let requested = stepFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 1
            guard next == 0 || requested > next else { return true }
            steps[next]()
            next += 1
            waiting = true
            let step = next
            var waited = 0
            every(milliseconds: 700) { [self] in
                waited += 1
                if !settled(), waited < 15 { return true }
                measure()
                checkReport("ready \(step)")
                waiting = false
                return false
            }
            return true
        }
    }

    // MARK: Scenarios

    /// A hosting widget in a horizontal GtkBox after a native label and button; step 2
    /// replaces its root view.
    private static func box(_ measure: inout () -> Void, _ settled: inout () -> Bool, _ keep: inout [AnyObject]) -> [() -> Void] {
        let window = gtk_window_new()!
        gtk_window_set_title(GTKCast.window(window), "Box check")
        gtk_window_set_default_size(GTKCast.window(window), 700, 200)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let label = gtk_label_new("Native label")!
        let button = gtk_button_new_with_label("Native button")!
        let hosting = HostingWidget(rootView: ReplaceableContent(replaced: false))
        hosting.sizingOptions = .intrinsicContentSize
        for widget in [label, button, hosting.widget!] {
            gtk_widget_set_valign(widget, GTK_ALIGN_START)
            gtk_box_append(GTKCast.box(box), widget)
        }
        gtk_window_set_child(GTKCast.window(window), box)
        keep.append(hosting)
        settled = { gtk_widget_get_width(hosting.widget) > 0 }
        measure = {
            GTKCheckScenario.report(rect: "hosting", of: hosting.widget)
            GTKCheckScenario.report(rect: "label", of: label)
            GTKCheckScenario.report(rect: "button", of: button)
            // What SwiftUI makes of the two root views: the widget's size to compare with.
            GTKCheckScenario.report(size: "original", of: ReplaceableContent(replaced: false))
            GTKCheckScenario.report(size: "original-at-width", of: ReplaceableContent(replaced: false),
                                    width: CGFloat(gtk_widget_get_width(hosting.widget)))
            GTKCheckScenario.report(size: "replaced", of: ReplaceableContent(replaced: true))
        }
        return [
            { gtk_window_present(GTKCast.window(window)) },
            { hosting.rootView = ReplaceableContent(replaced: true) },
        ]
    }

    /// A menu button's popover hosting a note that grows from one line to three in step 2.
    private static func popover(_ measure: inout () -> Void, _ settled: inout () -> Bool, _ keep: inout [AnyObject]) -> [() -> Void] {
        let window = gtk_window_new()!
        gtk_window_set_title(GTKCast.window(window), "Popover check")
        gtk_window_set_default_size(GTKCast.window(window), 500, 400)
        let note = GrowingNote(lines: 1)
        let hosting = HostingWidget(rootView: GrowingNoteView(note: note))
        hosting.sizingOptions = .preferredContentSize
        let (menuButton, popover) = makeMenuButton(label: "Note", popoverChild: hosting.widget)
        gtk_widget_set_halign(menuButton, GTK_ALIGN_START)
        gtk_widget_set_valign(menuButton, GTK_ALIGN_START)
        gtk_window_set_child(GTKCast.window(window), menuButton)
        keep.append(hosting)
        keep.append(note)
        settled = { gtk_widget_get_height(hosting.widget) > 0 }
        measure = {
            GTKCheckScenario.report(rect: "hosting", of: hosting.widget)
            GTKCheckScenario.report(rect: "popover", of: popover)
            GTKCheckScenario.report(size: "one-line", of: GrowingNoteView(note: GrowingNote(lines: 1)))
            GTKCheckScenario.report(size: "three-lines", of: GrowingNoteView(note: GrowingNote(lines: 3)))
        }
        return [
            {
                gtk_window_present(GTKCast.window(window))
                every(milliseconds: 300) { gtk_menu_button_popup(OpaquePointer(menuButton)); return false }
            },
            { note.lines = 3 },
        ]
    }

    /// The health window at 360 points wide: step 2 lengthens a condition's text through its
    /// ObservableObject (no snapshot); step 3 follows the test's click on a category row;
    /// step 4 replaces a condition's object and reconfigures its item.
    private static func cells(_ measure: inout () -> Void, _ settled: inout () -> Bool, _ keep: inout [AnyObject]) -> [() -> Void] {
        let longText = "Seasonal allergies to birch and grass pollen, worst in spring"
        let demo = HealthDemo(width: 360, height: 700)
        keep.append(demo)
        settled = {
            demo.cellsShowing.count == 8 && demo.cellsShowing.values.allSatisfy { gtk_widget_get_height($0.widget) > 0 }
        }
        measure = {
            for (item, cell) in demo.cellsShowing.sorted(by: { $0.key.description < $1.key.description }) {
                GTKCheckScenario.report(rect: "cell \(item)", of: cell.widget)
            }
            for (item, isSelected) in demo.showsCheckmark.sorted(by: { $0.key.description < $1.key.description }) {
                checkReport("checkmark \(item) \(isSelected)")
            }
            checkReport("applies \(demo.applyCount)")
            // A fresh cell of the long text, at the width of the cell that shows it from step 2.
            if let cell = demo.cellsShowing[.condition(1)] {
                let content = HostingConfiguration { MedicalConditionView(condition: MedicalCondition(text: longText)) }
                GTKCheckScenario.report(size: "long-condition", of: content.cellContent(layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)),
                                        width: CGFloat(gtk_widget_get_width(cell.widget)))
            }
        }
        return [
            { demo.present() },
            { demo.conditions[1].text = longText },
            {},
            { demo.replaceCondition(3, with: MedicalCondition(text: "Migraine with aura")) },
        ]
    }

    /// The health window for typing into a condition's TextField: each step reports the
    /// condition cells and their models' texts (steps 2 and 3 follow the test's typing).
    private static func editing(_ measure: inout () -> Void, _ settled: inout () -> Bool, _ keep: inout [AnyObject]) -> [() -> Void] {
        let demo = HealthDemo(width: 360, height: 700)
        keep.append(demo)
        settled = {
            demo.cellsShowing.count == 8 && demo.cellsShowing.values.allSatisfy { gtk_widget_get_height($0.widget) > 0 }
        }
        measure = {
            for (index, condition) in demo.conditions.enumerated() {
                if let cell = demo.cellsShowing[.condition(index)] {
                    GTKCheckScenario.report(rect: "cell condition-\(index)", of: cell.widget)
                    checkReport("selected condition-\(index) \(cell.configurationState.isSelected)")
                }
                checkReport("text condition-\(index) \(condition.text)")
            }
            checkReport("applies \(demo.applyCount)")
        }
        return [{ demo.present() }, {}, {}]
    }

    /// The health window's condition cells, which swipe to a "Flag" action: the test drags a
    /// cell with the pointer, screenshots the revealed button, clicks it, and step 2 reports
    /// the flagged conditions.
    private static func swipe(_ measure: inout () -> Void, _ settled: inout () -> Bool, _ keep: inout [AnyObject]) -> [() -> Void] {
        let demo = HealthDemo(width: 360, height: 700)
        keep.append(demo)
        settled = {
            demo.cellsShowing.count == 8 && demo.cellsShowing.values.allSatisfy { gtk_widget_get_height($0.widget) > 0 }
        }
        measure = {
            for index in demo.conditions.indices {
                if let cell = demo.cellsShowing[.condition(index)] {
                    GTKCheckScenario.report(rect: "cell condition-\(index)", of: cell.widget)
                }
            }
            checkReport("flagged \(demo.flaggedConditions.joined(separator: ","))")
        }
        return [{ demo.present() }, {}]
    }

    // MARK: Output

    static func report(rect name: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        var x = 0.0, y = 0.0
        tessera_hosting_widget_origin_in_surface(widget, &x, &y)
        checkReport("\(name) \(Int(x.rounded())) \(Int(y.rounded())) \(gtk_widget_get_width(widget)) \(gtk_widget_get_height(widget))")
    }
}

func checkReport(_ line: String) {
    FileHandle.standardOutput.write(Data("[check] \(line)\n".utf8))
}
