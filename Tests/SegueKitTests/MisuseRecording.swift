import Testing

/// The suites whose tests record or read `Misuse`, nested in this one (in an extension, each in
/// its own file) so that they run one at a time: `Misuse` is one record for the whole process,
/// and a test that empties it while another records would take the other's error.
@Suite(.serialized) struct MisuseRecording {}
