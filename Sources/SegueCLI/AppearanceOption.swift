import ArgumentParser
import SegueCore

/// `--appearance light|dark`, shared by `render`, `verify` and `sample`: the appearance every
/// template is read in, overriding its canvas's (`TemplateLoader(appearance:)`).
struct AppearanceOption: ParsableArguments {
    @Option(name: .long, help: "light or dark, overriding the template's canvas appearance: the value every system colour (label, systemBlue, …) takes.")
    var appearance: Appearance?
}

extension Appearance: ExpressibleByArgument {}
