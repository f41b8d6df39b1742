import SegueCore
import SegueTemplates

/// The one entry every fuzzing run goes through, the libFuzzer target (`segue-fuzz`) and the
/// mutation loop of the tests alike: bytes in, an outcome out, never a crash.
///
/// The bytes are the template file of an in-memory folder (`FuzzFolder`), loaded sandboxed so a
/// reference can only name the folder's fixtures. A template that loads is evaluated at a handful
/// of instants (`FuzzInstants`) and every value of each render tree must be finite; nothing is
/// rasterised. The outcome's `violation` says whether the entry's contract held.
public enum TemplateFuzzing {
    /// Runs one input through the loader and the evaluator.
    public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let loader = TemplateLoader(resources: FuzzFolder.resources(template: bytes), sandboxed: true)
        let scene: ResolvedScene
        do {
            scene = try loader.load(file: FuzzFolder.templatePath).scene
        } catch {
            return .rejected(message: error.description)
        }
        let instants = FuzzInstants.of(scene)
        for time in instants {
            let snapshot = scene.snapshot(at: time)
            if let problem = FiniteCheck.problem(in: snapshot) {
                return .nonFinite(time: time, problem: problem)
            }
        }
        for fraction in FrameClock.quarterFractions {
            if let problem = FiniteCheck.problem(in: scene.renderTree(atFraction: fraction)) {
                return .nonFinite(time: fraction * scene.scene.transition.duration, problem: problem)
            }
        }
        return .evaluated(instants: instants.count)
    }
}
