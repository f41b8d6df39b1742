// "Sheet" now means UIKit's sheet only (`SheetEffect`); the contact sheet's types say so. The old
// names stay for code written against earlier versions.

/// The name `ContactSheetSink` had before; use `ContactSheetSink`.
@available(*, deprecated, renamed: "ContactSheetSink")
public typealias SheetSink = ContactSheetSink

/// The name `ContactSheetSampling` had before; use `ContactSheetSampling`.
@available(*, deprecated, renamed: "ContactSheetSampling")
public typealias SheetSampling = ContactSheetSampling

/// The name `ContactSheetImage` had before; use `ContactSheetImage`.
@available(*, deprecated, renamed: "ContactSheetImage")
public typealias FrameStrip = ContactSheetImage
