// "Sheet" now means UIKit's sheet only (`SheetEffect`); the contact sheet's types say so. The old
// names stay for code written against earlier versions.

@available(*, deprecated, renamed: "ContactSheetSink")
public typealias SheetSink = ContactSheetSink

@available(*, deprecated, renamed: "ContactSheetSampling")
public typealias SheetSampling = ContactSheetSampling

@available(*, deprecated, renamed: "ContactSheetImage")
public typealias FrameStrip = ContactSheetImage
