extension Color {
    /// A named system color (`.red`, `.primary`, …) with a light and a dark appearance: the
    /// payload of ``Color/Storage/system(_:)``, held by reference so that copying a color —
    /// every view holding one copies it at each level of the graph — costs at most a retain.
    /// Equal and hashed by value, as the three fields were.
    final class SystemColor: Hashable, Sendable {
        let name: String
        let light: Resolved
        let dark: Resolved

        init(name: String, light: Resolved, dark: Resolved) {
            self.name = name
            self.light = light
            self.dark = dark
        }

        static func == (lhs: SystemColor, rhs: SystemColor) -> Bool {
            lhs === rhs || lhs.name == rhs.name && lhs.light == rhs.light && lhs.dark == rhs.dark
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(light)
            hasher.combine(dark)
        }
    }
}
