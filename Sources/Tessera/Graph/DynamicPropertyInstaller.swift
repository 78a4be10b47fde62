/// A dynamic property the graph gives storage to (`State`, `StateObject`, `ObservedObject`,
/// `Environment`, `EnvironmentObject`, …). Each is a `DynamicProperty`, so a field that isn't one
/// needs no look-up of this protocol (see `DynamicPropertyInstaller.collect`).
@MainActor
protocol GraphInstallable: DynamicProperty {
    /// Installs the property stored at `pointer` for the node in `context`.
    static func install(at pointer: UnsafeMutableRawPointer, in context: inout InstallContext)
}

/// What an install step can use: the node, and its state slots in installation order.
@MainActor
struct InstallContext {
    let node: ViewNode
    private var nextSlot = 0

    init(node: ViewNode) { self.node = node }

    /// The storage object for the next slot, made by `make` the first time.
    mutating func slot<T: AnyObject>(_ make: () -> T) -> T {
        defer { nextSlot += 1 }
        if nextSlot < node.stateSlots.count, let existing = node.stateSlots[nextSlot] as? T {
            return existing
        }
        let object = make()
        if nextSlot < node.stateSlots.count {
            node.stateSlots[nextSlot] = object
        } else {
            node.stateSlots.append(object)
        }
        return object
    }
}

/// Installs a view's dynamic properties before its body is evaluated.
///
/// The plan (which fields, at which offsets, how to install each) is computed once per view
/// type. User `DynamicProperty` structs are searched recursively and get `update()` after their
/// own properties are installed; so are the fields of a `ViewModifier` held by the graph.
@MainActor
enum DynamicPropertyInstaller {
    enum Step {
        case install(offset: Int, type: any GraphInstallable.Type)
        case update(offset: Int, type: any DynamicProperty.Type)
    }

    private static var plans: [ObjectIdentifier: [Step]] = [:]

    static func install(in view: any View, node: ViewNode) -> any View {
        func open<V: View>(_ view: V) -> any View {
            let steps = plan(for: V.self)
            if steps.isEmpty { return view }
            var copy = view
            var context = InstallContext(node: node)
            withUnsafeMutableBytes(of: &copy) { buffer in
                let base = buffer.baseAddress!
                for step in steps {
                    switch step {
                    case .install(let offset, let type):
                        type.install(at: base + offset, in: &context)
                    case .update(let offset, let type):
                        callUpdate(type, at: base + offset)
                    }
                }
            }
            return copy
        }
        return open(view)
    }

    static func plan(for type: Any.Type) -> [Step] {
        let id = ObjectIdentifier(type)
        if let plan = plans[id] { return plan }
        var steps: [Step] = []
        collect(type, offset: 0, into: &steps)
        plans[id] = steps
        return steps
    }

    private static func collect(_ type: Any.Type, offset: Int, into steps: inout [Step]) {
        guard let fields = TypeLayout.fields(of: type) else { return }
        // Each conformance asked of a type for the first time in a process scans every
        // conformance record (≈ 0.2 M instructions): a function type conforms to no protocol, a
        // tuple to neither `DynamicProperty` nor `ViewModifier` (nor is it searched), and only a
        // `DynamicProperty` can be `GraphInstallable`.
        for field in fields where !field.isFunction && !field.isTuple {
            let fieldOffset = offset + field.offset
            if let dynamic = field.type as? any DynamicProperty.Type {
                if let installable = dynamic as? any GraphInstallable.Type {
                    steps.append(.install(offset: fieldOffset, type: installable))
                } else {
                    collect(field.type, offset: fieldOffset, into: &steps)
                    steps.append(.update(offset: fieldOffset, type: dynamic))
                }
            } else if field.type is any ViewModifier.Type {
                collect(field.type, offset: fieldOffset, into: &steps)
            }
        }
    }

    private static func callUpdate(_ type: any DynamicProperty.Type, at pointer: UnsafeMutableRawPointer) {
        func open<P: DynamicProperty>(_: P.Type) {
            pointer.assumingMemoryBound(to: P.self).pointee.update()
        }
        open(type)
    }
}
