import Testing
@testable import Tessera

/// The planned comparisons of conditionals and texts (`ComparisonPlans`), which read the
/// values where they are: the answers must be `==`'s / the branch-by-branch rule's.
@MainActor
@Suite("Comparing conditionals and texts in place")
struct ConditionalComparisonTests {
    private typealias TextOrText = _ConditionalContent<Text, Text>

    @Test("a conditional is equal only in the same branch with an equal view")
    func conditionalBranches() {
        let a = TextOrText.trueContent(Text("a")), b = TextOrText.falseContent(Text("a"))
        #expect(ComparisonPlans.isEqual(a, TextOrText.trueContent(Text("a"))))
        #expect(!ComparisonPlans.isEqual(a, b))
        #expect(!ComparisonPlans.isEqual(b, a))
        #expect(ComparisonPlans.isEqual(b, TextOrText.falseContent(Text("a"))))
        #expect(!ComparisonPlans.isEqual(b, TextOrText.falseContent(Text("b"))))
    }

    @Test("conditionals over payloads of every shape: empty, one byte, a reference, nested")
    func payloadShapes() {
        typealias EmptyOrText = _ConditionalContent<EmptyView, Text>
        #expect(ComparisonPlans.isEqual(EmptyOrText.trueContent(EmptyView()), .trueContent(EmptyView())))
        #expect(!ComparisonPlans.isEqual(EmptyOrText.trueContent(EmptyView()), .falseContent(Text("x"))))
        #expect(ComparisonPlans.isEqual(EmptyOrText.falseContent(Text("x")), .falseContent(Text("x"))))
        typealias EmptyOrEmpty = _ConditionalContent<EmptyView, EmptyView>
        #expect(ComparisonPlans.isEqual(EmptyOrEmpty.falseContent(EmptyView()), .falseContent(EmptyView())))
        #expect(!ComparisonPlans.isEqual(EmptyOrEmpty.falseContent(EmptyView()), .trueContent(EmptyView())))
        typealias ColorOrSpacer = _ConditionalContent<Color, Spacer>
        #expect(ComparisonPlans.isEqual(ColorOrSpacer.trueContent(.red), .trueContent(.red)))
        #expect(!ComparisonPlans.isEqual(ColorOrSpacer.trueContent(.red), .trueContent(.blue)))
        typealias Nested = _ConditionalContent<TextOrText, Color>
        #expect(ComparisonPlans.isEqual(Nested.trueContent(.falseContent(Text("n"))), .trueContent(.falseContent(Text("n")))))
        #expect(!ComparisonPlans.isEqual(Nested.trueContent(.falseContent(Text("n"))), .trueContent(.trueContent(Text("n")))))
        #expect(!ComparisonPlans.isEqual(Nested.trueContent(.falseContent(Text("n"))), .falseContent(.red)))
    }

    @Test("texts compare by their runs and their whole style")
    func texts() {
        #expect(ComparisonPlans.isEqual(Text("same"), Text("same")))
        #expect(!ComparisonPlans.isEqual(Text("same"), Text("other")))
        #expect(!ComparisonPlans.isEqual(Text("same"), Text("same").bold()))
        #expect(!ComparisonPlans.isEqual(Text("same").bold(), Text("same")))
        #expect(!ComparisonPlans.isEqual(Text("same").foregroundColor(.red), Text("same")))
        // A style set back to nothing: the planned comparison answers as `==` does.
        #expect(ComparisonPlans.isEqual(Text("same").bold(false), Text("same")) == (Text("same").bold(false) == Text("same")))
        #expect(ComparisonPlans.isEqual(Text("same").bold(), Text("same").bold()))
        #expect(!ComparisonPlans.isEqual(Text("same").font(.title), Text("same")))
        #expect(!ComparisonPlans.isEqual(Text("same").font(.title), Text("same").font(.body)))
        #expect(ComparisonPlans.isEqual(Text("same").font(.title), Text("same").font(.title)))
        #expect(!ComparisonPlans.isEqual(Text("same").foregroundColor(.red), Text("same")))
        #expect(ComparisonPlans.isEqual(Text("a") + Text("b").italic(), Text("a") + Text("b").italic()))
        #expect(!ComparisonPlans.isEqual(Text("a") + Text("b").italic(), Text("a") + Text("b")))
        #expect(!ComparisonPlans.isEqual(Text("long text beyond the small-string limit"), Text("long text beyond the small-string limiT")))
    }
}
