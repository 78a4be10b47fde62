import Foundation

extension AppStorageCoding {
    /// A value `UserDefaults` keeps as it is (a string, data), read back by a cast.
    static func plain<T>(_ type: T.Type) -> AppStorageCoding<T> {
        AppStorageCoding<T>(decode: { $0 as? T }, encode: { $0 })
    }

    /// A number, read back from whichever numeric form the store kept.
    static func number<T>(_ convert: @escaping (NSNumber) -> T) -> AppStorageCoding<T> {
        AppStorageCoding<T>(decode: { stored in
            if let value = stored as? T { return value }
            return (stored as? NSNumber).map(convert)
        }, encode: { $0 })
    }

    static var bool: AppStorageCoding<Bool> { number { $0.boolValue } }
    static var int: AppStorageCoding<Int> { number { $0.intValue } }
    static var double: AppStorageCoding<Double> { number { $0.doubleValue } }
    static var string: AppStorageCoding<String> { plain(String.self) }
    static var data: AppStorageCoding<Data> { plain(Data.self) }

    /// A URL, kept as its absolute string.
    static var url: AppStorageCoding<URL> {
        AppStorageCoding<URL>(decode: { stored in
            if let url = stored as? URL { return url }
            return (stored as? String).flatMap { URL(string: $0) }
        }, encode: { $0.absoluteString })
    }

    /// A raw-representable value, kept as its raw value.
    static func raw<T: RawRepresentable>(_ rawCoding: AppStorageCoding<T.RawValue>) -> AppStorageCoding<T> {
        AppStorageCoding<T>(decode: { rawCoding.decode($0).flatMap(T.init(rawValue:)) },
                            encode: { rawCoding.encode($0.rawValue) })
    }

    /// An optional value: `nil` removes the key.
    static func optional<T>(_ wrapped: AppStorageCoding<T>) -> AppStorageCoding<T?> {
        AppStorageCoding<T?>(decode: { wrapped.decode($0).map { Optional($0) } },
                             encode: { $0.flatMap(wrapped.encode) })
    }
}
