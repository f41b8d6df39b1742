import SegueCore

/// The instants a fuzz input is evaluated at: enough to reach every phase of a timeline without
/// walking all its frames (a minute at 240 fps is 14 401 of them).
enum FuzzInstants {
    /// The first, middle and last frame of the frame clock, the quarter points, just past the
    /// end, and for an interactive scene the instants around the release and the end of the
    /// completion (so the interactive, finishing or cancelling and settled phases all show).
    static func of(_ scene: ResolvedScene) -> [Double] {
        let clock = scene.frameClock
        let last = clock.frameCount - 1
        var times = [0, last / 2, last].map(clock.time(ofFrame:))
        times += FrameClock.quarterFractions.map { $0 * scene.duration }
        times.append(scene.duration + 1)
        if let interaction = scene.interaction {
            let release = interaction.releaseTime
            times += [release * 0.5, release, release + 1e-6, release + interaction.completionDuration * 0.5, interaction.duration]
        }
        return times
    }
}
