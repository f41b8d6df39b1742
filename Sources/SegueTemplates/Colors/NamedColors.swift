import SegueCore

/// The colour names templates take are Core's `SystemColors`, one table for templates, chrome
/// and SegueKit; this name stays for code written against earlier versions.
@available(*, deprecated, renamed: "SystemColors")
public typealias NamedColors = SystemColors
