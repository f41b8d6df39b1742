/// The navigation bar as UIKit draws it (iOS 17 / 18, UINavigationBar), as one layer
/// `navigationBar` from the top of the canvas (the bar extends its background under the status
/// bar) to the bar's bottom, with these sublayers, each found by its id:
///
/// - `navigationBarBackground`: the bar's background, canvas-wide; the system's translucent
///   chrome material (`LayerBlur` of `systemChromeMaterial`) on an inline bar, nothing on a
///   large-title bar at rest (iOS 15's `scrollEdgeAppearance`, transparent without a shadow),
///   or the description's `background` colour. Its sublayer `navigationBarHairline` is the
///   bottom separator, one device pixel (1/scale pt) of `separator`, as UINavigationBar's
///   default `shadowImage` is; hidden (opacity 0) at the scroll edge.
/// - `backButton` (when there is a back title): `backChevron`, the "chevron.backward" glyph
///   drawn as a stroked path, and `backLabel`, 17 pt regular, both in the tint.
/// - `navigationTitle`: the inline title, 17 pt semibold, centred on the canvas (inline bars).
/// - `largeTitle`: 34 pt bold at the layout margin in the 52-point area below the bar (large
///   bars, which show no inline title at rest).
/// - `trailingButton`: a plain-text button, 17 pt regular in the tint, right-aligned at the margin.
///
/// The sizes are the default text size's; titles and labels follow the canvas's `contentSize` up
/// to `xxxLarge` and stop there (`NavigationBarMetrics.fontSize(_:in:)`), in boxes of the same size.
///
/// Metrics (`NavigationBarMetrics`) are Apple's where Apple gives them and measured or public
/// re-implementations' where it does not; each is sourced there.
public enum NavigationBarLayout {
    /// The bar's layer for `bar` on the context's device.
    public static func layer(_ bar: NavigationBarChrome, in context: ChromeContext) -> Layer {
        let metrics = NavigationBarMetrics(device: context.device, width: context.canvas.width)
        let tint = bar.tint ?? context.color("systemBlue")
        let label = context.color("label")
        var parts = [background(bar, metrics: metrics, in: context)]
        if let backTitle = bar.backTitle {
            let chevron = Layer(id: PartID.backChevron, frame: metrics.chevronFrame,
                                content: .shape(NavigationBarLayout.chevron(color: tint)))
            var button = [chevron]
            let labelSize = NavigationBarMetrics.fontSize(.body, in: context.contentSize)
            let titleSize = NavigationBarMetrics.fontSize(.headline, in: context.contentSize)
            if let shown = backLabel(backTitle, beside: bar.largeTitle ? nil : bar.title, size: labelSize, titleSize: titleSize, metrics: metrics) {
                button.append(Layer(id: PartID.backLabel, frame: metrics.backLabelFrame,
                                    content: .text(TextContent(string: shown, size: labelSize, color: tint))))
            }
            parts.append(Layer(id: PartID.backButton, frame: Rect(origin: .zero, size: Size(unchecked: metrics.width, metrics.inlineBottom)),
                               sublayers: button))
        }
        if bar.largeTitle {
            parts.append(Layer(id: PartID.largeTitle, frame: metrics.largeTitleFrame,
                               content: .text(TextContent(string: bar.title, size: NavigationBarMetrics.fontSize(.largeTitle, in: context.contentSize),
                                                          weight: .bold, color: label))))
        } else {
            parts.append(Layer(id: PartID.title, frame: metrics.titleFrame,
                               content: .text(TextContent(string: bar.title, size: NavigationBarMetrics.fontSize(.headline, in: context.contentSize),
                                                          weight: .semibold, color: label, alignment: .center))))
        }
        if let trailing = bar.trailingTitle {
            parts.append(Layer(id: PartID.trailingButton, frame: metrics.trailingFrame,
                               content: .text(TextContent(string: trailing, size: NavigationBarMetrics.fontSize(.body, in: context.contentSize),
                                                          color: tint, alignment: .right))))
        }
        return Layer(id: Scene.chromeIDs.navigationBar,
                     frame: Rect(x: 0, y: 0, width: metrics.width, height: metrics.bottom(large: bar.largeTitle)),
                     sublayers: parts)
    }

    /// The back button's label as UIKit shows it beside `title` (the inline title, centred on the
    /// bar; `nil` for a large-title bar, whose inline title is hidden at rest): the previous
    /// screen's title when it fits before the title, else "Back", else none (the chevron alone):
    /// `UINavigationItem.BackButtonDisplayMode.default`, iOS 14's default, which "attempts to
    /// display a specific title, a generic title, or no title for the Back button, depending on
    /// the space available" (Apple's documentation). Widths are estimated at 0.55 em a character
    /// (`ChromeText.estimatedWidth`), as Segue lays chrome out before any text is measured:
    /// close, not exact.
    static func backLabel(_ backTitle: String, beside title: String?, size: Double, titleSize: Double,
                          metrics: NavigationBarMetrics) -> String? {
        let start = metrics.backLabelFrame.x
        let end = title.map { metrics.width / 2 - ChromeText.estimatedWidth($0, size: titleSize) / 2 - ChromeText.gap } ?? metrics.width / 2
        return [backTitle, ChromeText.back].first { ChromeText.estimatedWidth($0, size: size) <= end - start }
    }

    /// The background with its hairline: see the type's note.
    static func background(_ bar: NavigationBarChrome, metrics: NavigationBarMetrics, in context: ChromeContext) -> Layer {
        let height = metrics.bottom(large: bar.largeTitle)
        let hairline = Layer(id: PartID.hairline, frame: Rect(x: 0, y: height - metrics.hairline, width: metrics.width, height: metrics.hairline),
                             backgroundColor: context.color("separator"), opacity: bar.largeTitle ? 0 : 1)
        var layer = Layer(id: PartID.background, frame: Rect(x: 0, y: 0, width: metrics.width, height: height), sublayers: [hairline])
        if let colour = bar.background {
            layer.backgroundColor = colour
        } else if !bar.largeTitle {
            layer.blur = LayerBlur(material: .systemChromeMaterial, appearance: context.appearance)
        }
        return layer
    }

    /// The ids of the bar's parts (see the type's note).
    public enum PartID {
        public static let background = "navigationBarBackground"
        public static let hairline = "navigationBarHairline"
        public static let backButton = "backButton"
        public static let backChevron = "backChevron"
        public static let backLabel = "backLabel"
        public static let title = "navigationTitle"
        public static let largeTitle = "largeTitle"
        public static let trailingButton = "trailingButton"
    }
}
