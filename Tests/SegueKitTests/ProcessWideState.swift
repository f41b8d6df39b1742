import Testing

/// The suites whose tests read or set process-wide state (the `Misuse` record, the screen's
/// canvas, `UIImage.resourcesFolder`), nested in this one (in an extension, each in its own file)
/// so that they run one at a time: a test that empties `Misuse` while another records would take
/// the other's error, and a test that changes the screen's scale changes which file
/// UIImage(named:) picks.
@Suite(.serialized) struct ProcessWideState {}
