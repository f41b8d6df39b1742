import ArgumentParser
import Foundation
import SegueCore
import SegueTemplates

/// `--sandbox`, shared by every command that loads templates: screens and images must lie inside
/// the template's folder (`TemplateLoader(sandboxed:)`), for CI running templates it does not
/// trust. `SEGUE_SANDBOX` set to anything but empty, `0` or `false` turns it on too (read as
/// `CI` is), so a CI job can set it once for every command and a value like `yes` never
/// leaves it off by surprise; the environment can only turn it on, never off.
struct SandboxOption: ParsableArguments {
    @Flag(name: .long, help: "Refuse screens and images given by absolute path or outside the template's folder (also SEGUE_SANDBOX=1).")
    var sandbox = false

    /// Whether loads are sandboxed: the flag, or `SEGUE_SANDBOX` set (see the type's doc).
    var isOn: Bool { sandbox || SandboxOption.isOn(environment: CommandCapture.environment) }

    /// Whether `environment` asks for the sandbox: `SEGUE_SANDBOX` is set to anything but
    /// empty, `0` or `false` (any case).
    static func isOn(environment: [String: String]) -> Bool {
        guard let value = environment["SEGUE_SANDBOX"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The loader every template of the command is read with.
    var loader: TemplateLoader { loader(appearance: nil) }

    /// The loader, reading every template in `appearance` when given (`--appearance`), its files
    /// through `resources` (the file system; `render --watch` passes one that records the paths).
    func loader(appearance: Appearance?, contentSize: ContentSizeCategory? = nil, orientation: Orientation? = nil,
                resources: any TemplateResources = FileResources()) -> TemplateLoader {
        TemplateLoader(resources: resources, sandboxed: isOn, appearance: appearance, contentSize: contentSize, orientation: orientation)
    }
}
