@_exported import Tessera
import Foundation
