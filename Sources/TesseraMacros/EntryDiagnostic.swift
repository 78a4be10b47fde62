import SwiftDiagnostics

/// The errors `@Entry` reports, each worded to say what to write instead.
enum EntryDiagnostic: String, DiagnosticMessage {
    case notAVariable
    case notInAContainer
    case letBinding
    case staticProperty
    case multipleBindings
    case notASimpleName
    case hasAccessors
    case missingTypeAndValue
    case missingDefaultValue
    case focusedValueNotOptional
    case focusedValueWithDefault
    case focusedValueWithoutType
    case defaultValueWithoutInitializer

    var message: String {
        switch self {
        case .notAVariable:
            "'@Entry' can only be attached to a 'var' property"
        case .notInAContainer:
            "'@Entry' can only be used in an extension of EnvironmentValues, ContainerValues, "
                + "FocusedValues or Transaction"
        case .letBinding:
            "'@Entry' requires 'var': an entry can be read and written"
        case .staticProperty:
            "'@Entry' cannot be attached to a static property; entries are instance properties"
        case .multipleBindings:
            "'@Entry' can only be attached to a single property; declare each entry separately"
        case .notASimpleName:
            "'@Entry' requires a property with a single name, not a tuple pattern"
        case .hasAccessors:
            "'@Entry' cannot be attached to a property with accessors; the macro writes 'get' and "
                + "'set' itself"
        case .missingTypeAndValue:
            "'@Entry' requires a type annotation or a default value"
        case .missingDefaultValue:
            "'@Entry' requires a default value for a property of non-optional type; "
                + "add '= <value>' or make the type optional to default to nil"
        case .focusedValueNotOptional:
            "'@Entry' in FocusedValues requires an optional type: a focused value is nil while no "
                + "focused view publishes it"
        case .focusedValueWithDefault:
            "'@Entry' in FocusedValues cannot have a default value: a focused value's default is "
                + "always nil"
        case .focusedValueWithoutType:
            "'@Entry' in FocusedValues requires an optional type annotation, such as ': Item?'"
        case .defaultValueWithoutInitializer:
            "'@__EntryDefaultValue' requires a 'var' with an initial value"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "TesseraMacros.Entry", id: rawValue) }

    var severity: DiagnosticSeverity { .error }
}

/// The fix-its `@Entry` offers with its errors.
enum EntryFixIt: String, FixItMessage {
    case useVar
    case makeOptional
    case removeDefaultValue

    var message: String {
        switch self {
        case .useVar: "Replace 'let' with 'var'"
        case .makeOptional: "Make the type optional"
        case .removeDefaultValue: "Remove the default value"
        }
    }

    var fixItID: MessageID { MessageID(domain: "TesseraMacros.Entry", id: rawValue) }
}
