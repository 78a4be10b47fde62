/// Finds, or makes and hands out, the `objectWillChange` publisher of an observable object.
///
/// The publisher lives in the storage of the object's `@Published` properties, every one of
/// which holds the same publisher so that any write can send on it; it is read back from the
/// first of them. Objects without `@Published` properties keep theirs in
/// `ObjectWillChangeSideTable`.
enum ObjectWillChangeLocator {
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let fields = PublishedFieldTable.shared.fields(of: type(of: object))
        guard let first = fields.first else {
            return ObjectWillChangeSideTable.shared.publisher(for: object)
        }
        return withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            let firstSubject = first.subject(in: base)
            if let installed = firstSubject.installedObjectWillChange {
                return installed
            }
            let publisher = firstSubject.installObjectWillChange(ObservableObjectPublisher())
            for field in fields.dropFirst() {
                _ = field.subject(in: base).installObjectWillChange(publisher)
            }
            return publisher
        }
    }
}
