extension NavigationBarChrome {
    /// The back label UIKit shows for a previous screen titled `previousTitle`
    /// (`backButtonTitle` left nil, `backButtonDisplayMode` `.default`): the title itself, or
    /// "Back" when the title is longer than `maxBackTitleLength` characters.
    ///
    /// UIKit's own rule is by width: the previous title when it fits the space left beside the
    /// centred title, else "Back", else the chevron alone (UINavigationItem's
    /// `backButtonDisplayMode` documentation). Segue lays chrome out without measuring text,
    /// so it takes the public stand-in of Flutter's Cupertino navigation bar
    /// (`_BackLabel`: more than 12 characters shows "Back"), which keeps the rule checkable
    /// by hand and the label inside the bar's leading half at 17 pt.
    public static func defaultBackTitle(previousTitle: String) -> String {
        previousTitle.count > maxBackTitleLength ? "Back" : previousTitle
    }

    /// The longest previous title shown as the back label (see `defaultBackTitle(previousTitle:)`).
    public static let maxBackTitleLength = 12
}

extension Scene {
    /// The scene with the top screen's back title filled in for a `navigation` push or pop:
    /// on a push the to-screen's back label defaults to the from-screen's title, on a pop the
    /// from-screen's to the to-screen's (`NavigationBarChrome.defaultBackTitle(previousTitle:)`).
    /// A description that gives `backTitle` keeps it; a screen without a bar gets none.
    func withDefaultBackTitle() -> Scene {
        guard transition.effect.typeName == NavigationEffect.typeName,
              transition.operation == .push || transition.operation == .pop else { return self }
        var scene = self
        let push = transition.operation == .push
        let previous = (push ? from : to).chrome.navigationBar
        var top = push ? to : from
        guard let previous, top.chrome.navigationBar != nil, top.chrome.navigationBar?.backTitle == nil else { return self }
        top.chrome.navigationBar?.backTitle = NavigationBarChrome.defaultBackTitle(previousTitle: previous.title)
        if push { scene.to = top } else { scene.from = top }
        return scene
    }
}
