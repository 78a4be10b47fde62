import Tessera

/// A description of a cell's content that a ``ListCell`` can show: the counterpart of UIKit's
/// `UIContentConfiguration`. ``HostingConfiguration`` is the one Tessera provides.
public protocol CellContentConfiguration {}

/// A configuration that makes the view a cell's hosting widget shows.
@MainActor
protocol CellViewConfiguration: CellContentConfiguration {
    func cellView(layoutMargins: EdgeInsets) -> CellContentView
}

extension HostingConfiguration: CellViewConfiguration {}
