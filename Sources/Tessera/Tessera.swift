// Tessera: the SwiftUI API for Linux.
//
// `import Tessera` brings what `import SwiftUI` brings on Apple platforms: Foundation,
// Observation (`@Observable`) and the Combine subset that SwiftUI's data flow uses
// (`ObservableObject`, `@Published`).
@_exported import Foundation
@_exported import Observation
@_exported import Combine
