import SegueCore

/// Something a template says that loads and renders but is probably not what its author meant
/// (a damping without mass or stiffness, an angle in degrees, a spring cut off unsettled): one
/// line in `TemplateError`'s form, `file: path: message`. The command line prints it as
/// `segue: warning: <line>` on stderr, and `--strict` makes it an error.
public struct TemplateWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file the value is in: the template, or a screen file it references.
    public var file: String
    /// The JSON path of the value.
    public var path: String
    /// What was found and what was probably meant.
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// The same line as an error, for `--strict`.
    public var error: TemplateError { TemplateError(file: file, path: path, message: message) }

    /// `file: path: message`, escaped and shortened as `TemplateError.description` is.
    public var description: String { error.description }
}

extension Node {
    /// Notes a warning at this node; the load's `Template.warnings` lists it.
    func warn(_ message: String) {
        context.files.warnings.append(TemplateWarning(file: context.file, path: jsonPath, message: message))
    }

    /// The largest angle a template plausibly means, 4π (two full turns): a larger one is most
    /// likely degrees given where radians are read (90 for a quarter turn is 14.3 turns).
    static let plausibleAngle = 4 * Double.pi

    /// An angle in radians within ±`TemplateLimits.maxAngle` (beyond it, an error saying what
    /// the number is in radians as degrees, when that would be in range); one beyond ±4π warns
    /// that it looks like degrees.
    func angle() throws(TemplateError) -> Double {
        let radians = try number("an angle in radians")
        guard abs(radians) <= TemplateLimits.maxAngle else {
            let meant = ((radians * .pi / 180) * 10_000).rounded() / 10_000
            // The hint only where degrees would have been a valid angle: 1e300° is no more one.
            let hint = abs(meant) <= TemplateLimits.maxAngle
                ? " (\(MessageText.number(radians))° is \(MessageText.number(meant)))" : ""
            throw failure(message: "expected an angle in radians in \(MessageText.number(-TemplateLimits.maxAngle))..."
                          + "\(MessageText.number(TemplateLimits.maxAngle))\(hint), found \(MessageText.number(radians))")
        }
        if abs(radians) > Node.plausibleAngle {
            let turns = ((abs(radians) / (2 * .pi)) * 10).rounded() / 10
            let meant = ((radians * .pi / 180) * 10_000).rounded() / 10_000
            warn("an angle of \(MessageText.number(radians)) radians is \(MessageText.number(turns)) turns; angles are in radians "
                 + "(did you mean \(MessageText.number(radians))°, which is \(MessageText.number(meant))?)")
        }
        return radians
    }
}
