/// A sink that runs something outside the process (ffmpeg for the GIF and the video): when a
/// render fails, its caller calls `cancel()` before discarding the output folder, so the
/// subprocess is killed and reaped at once and never writes into a folder being removed.
/// (The sinks also cancel when released; this makes the order explicit.)
public protocol CancellableSink: AnyObject {
    /// Stops the work in progress; the render's files are being thrown away.
    func cancel()
}
