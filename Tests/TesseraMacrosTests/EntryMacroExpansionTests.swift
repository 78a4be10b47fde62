import Testing

@Suite("@Entry expansion")
struct EntryMacroExpansionTests {
    @Test("an environment entry gets accessors and a private EnvironmentKey")
    func environmentValues() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var myCustomValue: String = "Default value"
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            extension EnvironmentValues {
                var myCustomValue: String {
                    get {
                        self[__Key_myCustomValue.self]
                    }
                    set {
                        self[__Key_myCustomValue.self] = newValue
                    }
                }

                private struct __Key_myCustomValue: Tessera.EnvironmentKey {
                    @Tessera.__EntryDefaultValue
                    static var defaultValue: String = "Default value"
                }
            }
            """)
    }

    @Test("a container entry of optional type without a default defaults to nil")
    func containerValues() {
        let expansion = MacroExpansion("""
            extension ContainerValues {
                @Entry var icon: String = "photo"
                @Entry var pinColor: Color?
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            extension ContainerValues {
                var icon: String {
                    get {
                        self[__Key_icon.self]
                    }
                    set {
                        self[__Key_icon.self] = newValue
                    }
                }

                private struct __Key_icon: Tessera.ContainerValueKey {
                    @Tessera.__EntryDefaultValue
                    static var defaultValue: String = "photo"
                }
                var pinColor: Color? {
                    get {
                        self[__Key_pinColor.self]
                    }
                    set {
                        self[__Key_pinColor.self] = newValue
                    }
                }

                private struct __Key_pinColor: Tessera.ContainerValueKey {
                    @Tessera.__EntryDefaultValue
                    static var defaultValue: Color? = nil
                }
            }
            """)
    }

    @Test("a focused entry's key names the unwrapped type and has no default")
    func focusedValues() {
        let expansion = MacroExpansion("""
            extension FocusedValues {
                @Entry var selectedNote: Note?
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            extension FocusedValues {
                var selectedNote: Note? {
                    get {
                        self[__Key_selectedNote.self]
                    }
                    set {
                        self[__Key_selectedNote.self] = newValue
                    }
                }

                private struct __Key_selectedNote: Tessera.FocusedValueKey {
                    typealias Value = Note
                }
            }
            """)
    }

    @Test("a transaction entry gets a private TransactionKey")
    func transaction() {
        let expansion = MacroExpansion("""
            extension Transaction {
                @Entry var isUserInitiated: Bool = false
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource == """
            extension Transaction {
                var isUserInitiated: Bool {
                    get {
                        self[__Key_isUserInitiated.self]
                    }
                    set {
                        self[__Key_isUserInitiated.self] = newValue
                    }
                }

                private struct __Key_isUserInitiated: Tessera.TransactionKey {
                    @Tessera.__EntryDefaultValue
                    static var defaultValue: Bool = false
                }
            }
            """)
    }

    @Test("without a type annotation the key's default has none either, so the compiler infers it")
    func inferredType() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var anotherCustomValue = true
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("""
                private struct __Key_anotherCustomValue: Tessera.EnvironmentKey {
                    @Tessera.__EntryDefaultValue
                    static var defaultValue = true
                }
            """))
    }

    @Test("the focused value's Value is unwrapped from every optional spelling", arguments: [
        ("Note?", "Note"), ("Optional<Note>", "Note"), ("Swift.Optional<[Note]>", "[Note]"),
        ("Binding<Note>!", "Binding<Note>"), ("(() -> Void)?", "(() -> Void)"),
    ])
    func focusedOptionalSpellings(declared: String, value: String) {
        let expansion = MacroExpansion("""
            extension FocusedValues {
                @Entry var item: \(declared)
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("typealias Value = \(value)\n"))
    }

    @Test("a focused entry may spell out its nil default")
    func focusedExplicitNil() {
        let expansion = MacroExpansion("""
            extension FocusedValues {
                @Entry var selectedNote: Note? = nil
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("typealias Value = Note"))
    }

    @Test("the container is found through a module-qualified extension")
    func qualifiedExtension() {
        let expansion = MacroExpansion("""
            extension Tessera.ContainerValues {
                @Entry var badge: Int = 0
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("private struct __Key_badge: Tessera.ContainerValueKey"))
    }

    @Test("an entry declared in the container's own definition works as in an extension")
    func containerDefinition() {
        let expansion = MacroExpansion("""
            public struct Transaction {
                @Entry var disablesAnimations: Bool = false
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains(
            "private struct __Key_disablesAnimations: Tessera.TransactionKey"))
    }

    @Test("a public entry keeps its access level; the key stays private")
    func publicEntry() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry public var accent: Color = .blue
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("public var accent: Color {"))
        #expect(expansion.expandedSource.contains("private struct __Key_accent: Tessera.EnvironmentKey"))
    }

    @Test("a backticked name makes a key name without backticks")
    func backtickedName() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var `default`: Int = 7
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("self[__Key_default.self]"))
        #expect(expansion.expandedSource.contains("private struct __Key_default: Tessera.EnvironmentKey"))
    }

    @Test("a multi-line default value is carried over whole")
    func multilineDefault() {
        let expansion = MacroExpansion("""
            extension EnvironmentValues {
                @Entry var palette: [String] = [
                    "red",
                    "green",
                ]
            }
            """)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.expandedSource.contains("""
                    static var defaultValue: [String] = [
                        "red",
                        "green",
                    ]
            """))
    }
}
