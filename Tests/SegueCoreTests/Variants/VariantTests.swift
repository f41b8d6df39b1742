import Testing
@testable import SegueCore

/// `Variant`: combinations of one value per axis, written in any order and named canonically,
/// so one combination always lands in one folder.
struct VariantTests {
    func parse(_ text: String) throws -> Variant { try Variant(parsing: text) }

    func error(_ text: String) -> String? {
        do { _ = try Variant(parsing: text); return nil } catch { return error.message }
    }

    @Test func theOrderGivenDoesNotMatterTheNameIsCanonical() throws {
        #expect(try parse("rtl+dark") == parse("dark+rtl"))
        #expect(try parse("rtl+dark").description == "dark+rtl")
        #expect(try parse("rtl+dark").folderSuffix == "dark-rtl")
        let all = try parse("reduce-motion+rtl+content-size=accessibilityLarge+dark")
        #expect(all.description == "dark+content-size=accessibilityLarge+rtl+reduce-motion")
        #expect(all.folderSuffix == "dark-content-size-accessibilityLarge-rtl-reduce-motion")
        #expect(all.transitionVariants == [.rtl, .reduceMotion] && all.changesReading)
    }

    /// A single value keeps the folder it always had.
    @Test func singleValuesKeepTheirFolders() throws {
        #expect(try ["rtl", "cross-fade", "reduce-motion", "dark"].map { try parse($0).folderSuffix } == ["rtl", "cross-fade", "reduce-motion", "dark"])
        #expect(try parse("rtl") == .rtl && parse("cross-fade") == .crossFade && parse("dark") == .dark)
        #expect(try parse("content-size=xLarge").folderSuffix == "content-size-xLarge")
        #expect(try !parse("rtl").changesReading && parse("rtl").transitionVariants == [.rtl])
    }

    @Test func aCombinationThatContradictsItselfIsOneError() {
        #expect(error("dark+light") == "dark and light are both the appearance; a combination takes one value of each axis")
        #expect(error("cross-fade+reduce-motion")
                == "cross-fade and reduce-motion are both the motion setting; a combination takes one value of each axis")
        #expect(error("content-size=xSmall+content-size=xLarge")
                == "content-size=xSmall and content-size=xLarge are both the text size; a combination takes one value of each axis")
        #expect(error("rtl+rtl") == "rtl is given twice")
    }

    @Test func anUnknownOrEmptyValueSaysWhatIsExpected() {
        let expected = #"expected dark, light, landscape, portrait, content-size=<category>, pseudo-accented, pseudo-long, rtl, cross-fade or reduce-motion, several joined by +"#
        #expect(error("sideways") == expected + #", found "sideways""#)
        #expect(error("dark+") == expected + #", found "" in "dark+""#)
        #expect(error("") == expected + ", found nothing")
        #expect(error("content-size=huge") == #"content-size: expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge or accessibilityMedium … accessibilityXXXLarge, found "huge""#)
    }

    /// dark, content-size=xLarge and rtl are three axes: 2³ − 1 = 7 combinations besides the
    /// template itself, by the axes' order; two motions are alternatives, never combined.
    @Test func theMatrixIsTheProductOfItsAxes() throws {
        let product = try Variant.matrix(["rtl", "dark", "content-size=xLarge"]).map(\.description)
        #expect(product == ["rtl", "content-size=xLarge", "content-size=xLarge+rtl", "dark", "dark+rtl",
                            "dark+content-size=xLarge", "dark+content-size=xLarge+rtl"])
        #expect(try Variant.matrix(["cross-fade", "reduce-motion", "rtl"]).map(\.description)
                == ["cross-fade", "reduce-motion", "rtl", "rtl+cross-fade", "rtl+reduce-motion"])
        #expect(throws: VariantError(#"expected one value a word (the matrix combines them), found "dark+rtl""#)) {
            try Variant.matrix(["dark+rtl"])
        }
        #expect(throws: VariantError("rtl is given twice")) { try Variant.matrix(["rtl", "rtl"]) }
    }
}

/// Pseudolocales: accents on every letter, 40 % more characters, and both with the chrome's text.
struct PseudolocaleTests {
    @Test func longAddsFortyPercentRoundedUp() {
        // "Settings": 8 characters, ⌈8 · 0.4⌉ = ⌈3.2⌉ = 4 more: 12, at least 40 % more.
        let long = Pseudolocale.long.apply(to: "Settings")
        #expect(long == "Settings one" && long.count == 12 && Double(long.count) >= 8 * 1.4)
        // 20 characters: 8 more, " one two" exactly.
        #expect(Pseudolocale.long.apply(to: "Notifications & more") == "Notifications & more one two")
        #expect(Pseudolocale.long.apply(to: "") == "")
    }

    @Test func accentedReplacesEveryLetterAndKeepsTheRest() {
        #expect(Pseudolocale.accented.apply(to: "Settings") == "Šéţţîñĝš")
        #expect(Pseudolocale.accented.apply(to: "9:41 ✓ Éa") == "9:41 ✓ Éå")
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let accented = Pseudolocale.accented.apply(to: alphabet)
        #expect(accented.count == 52 && zip(alphabet, accented).allSatisfy { $0 != $1 })
    }

    /// The navigation bar's title is text the chrome lays out: it is pseudolocalized too, and a
    /// combination applies the accents, then the length, then mirrors.
    @Test func theChromesTextIsRewrittenAndCombinationsCompose() throws {
        var from = Screen(), to = Screen()
        from.chrome = ScreenChrome(statusBar: StatusBarChrome(), navigationBar: NavigationBarChrome(title: "Settings"))
        to.chrome = ScreenChrome(navigationBar: NavigationBarChrome(title: "General", backTitle: "Settings"))
        var scene = Scene(name: "nav", canvas: Canvas(device: .iPhone16), from: from, to: to,
                          transition: Transition(effect: NavigationEffect(), operation: .push, duration: 0.35))
        scene.variant = try Variant(parsing: "rtl+pseudo-long+pseudo-accented")
        #expect(scene.variant?.description == "pseudo-accented+pseudo-long+rtl")
        let resolved = try scene.resolved()
        guard case .text(let title)? = resolved.scene.from.findLayer("navigationTitle")?.layer.content else {
            Issue.record("no title"); return
        }
        // Accents first, then the length, whose filler stays plain: "Šéţţîñĝš" + " one".
        #expect(title.string == "Šéţţîñĝš one")
        guard case .text(let back)? = resolved.scene.to.findLayer("backLabel")?.layer.content else { Issue.record("no back label"); return }
        #expect(back.string == "Šéţţîñĝš one" && back.alignment == .right)
        // The status bar's clock is the system's: it stays 9:41.
        guard case .text(let clock)? = Screen(layers: resolved.scene.overlay).findLayer("statusBarTime")?.layer.content else {
            Issue.record("no clock"); return
        }
        #expect(clock.string == "9:41")
    }
}
