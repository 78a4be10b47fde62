extension View {
    /// Presents an alert when a given condition is true, using a localized string key for the title.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView?.none, placement: .center)
    }

    /// Presents an alert when a given condition is true, using a string variable as a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: EmptyView?.none, placement: .center)
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: actions(), message: EmptyView?.none, placement: .center)
    }

    /// Presents an alert with a message when a given condition is true, using a localized string key for a title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(Text(titleKey), isPresented: isPresented, actions: actions(), message: message(), placement: .center)
    }

    /// Presents an alert with a message when a given condition is true using a string variable as a title.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(Text(title), isPresented: isPresented, actions: actions(), message: message(), placement: .center)
    }

    /// Presents an alert with a message when a given condition is true using a text view as a title.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alertPresentation(title, isPresented: isPresented, actions: actions(), message: message(), placement: .center)
    }

    /// Presents an alert using the given data to produce the alert's content and a localized string key for a title.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alertPresentation(Text(titleKey), isPresented: isPresented.presenting(data), actions: data.map(actions), message: EmptyView?.none, placement: .center)
    }

    /// Presents an alert with a message using the given data to produce the alert's content and a localized string key for a title.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alertPresentation(Text(titleKey), isPresented: isPresented.presenting(data), actions: data.map(actions), message: data.map(message), placement: .center)
    }

    /// The alert and confirmation dialog machinery: an ``AlertCard`` in a ``PresentationLayer``.
    func alertPresentation<A: View, M: View>(_ title: Text?, isPresented: Binding<Bool>, actions: A, message: M?, placement: PresentationLayer<AlertCard<A, M>>.Placement) -> some View {
        presentationLayer(isPresented: isPresented.wrappedValue) {
            PresentationLayer(placement: placement, dismiss: { isPresented.wrappedValue = false },
                              card: AlertCard(title: title, actions: actions, message: message, isPresented: isPresented))
        }
    }
}

extension Binding where Value == Bool {
    /// Presented only while `data` is non-nil too (the `presenting:` variants).
    func presenting<T>(_ data: T?) -> Binding<Bool> {
        Binding(get: { wrappedValue && data != nil }, set: { wrappedValue = $0 })
    }
}
