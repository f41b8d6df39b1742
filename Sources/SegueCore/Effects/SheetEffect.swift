/// A modal presentation as UIKit draws it (`present(_:animated:)` with a `modalPresentationStyle`):
/// the presented screen rises from the bottom edge and, for the sheet styles, rests at a detent
/// with rounded top corners above a dimmed presenting screen that scales back at the large detent.
///
/// The model is iOS 17's (`UISheetPresentationController`, iOS 15–17 draw sheets alike); every
/// number and its source is in `SheetEffect+Metrics.swift`. The to-screen of a `present` (the
/// from-screen of a `dismiss`) is the presented one. A sheet's view has no top safe area in
/// UIKit (the sheet lies below the status bar), so a sheet shows its screen from the device's
/// safe-area top down: content laid out below the status bar on the full screen sits at the
/// top of the sheet, as a view laid out to its safe area does. A form sheet shows the top-left
/// of its screen (540 points wide) the same way; chrome is laid out for the canvas, not re-laid
/// for the card.
///
/// A dismissal plays the presentation backwards (openness 1 − p), with the sheet on top; an
/// `interaction` drives it as a flick dismissal, its completion spring continuing at the pan's
/// release velocity (`InteractionTimeline`).
public struct SheetEffect: TransitionEffect {
    public static let typeName = "sheet"
    /// A presentation presents and dismisses.
    public static let operations: [TransitionOperation] = [.present, .dismiss]

    /// How the presented screen is laid out: `UIModalPresentationStyle`.
    public var style: SheetStyle
    /// The heights the sheet can rest at (`UISheetPresentationController.detents`), for the sheet
    /// styles; UIKit's default is `[.large]`. Never empty (the template decoder checks it).
    public var detents: [SheetDetent]
    /// The detent the sheet is shown at (`selectedDetentIdentifier`); `nil`: the smallest of
    /// `detents`, as Apple's documentation of `selectedDetentIdentifier` says a `nil` one does.
    public var detent: SheetDetent?
    /// The detent the sheet rests at before the transition, or `nil` for a presentation from
    /// below the canvas: the transition then moves a presented sheet from this detent to
    /// `detent`, as `animateChanges { selectedDetentIdentifier = … }` does, or as a finger
    /// dragging it does when an `interaction` scrubs it (its release choosing the detent the
    /// sheet settles at). Sheet styles on a phone, present only; one of `detents`.
    public var fromDetent: SheetDetent? = nil
    /// True keeps a sheet dragged between detents from being dismissed (`isModalInPresentation`,
    /// default false): pulled below its lowest detent it rubber-bands instead of following the
    /// finger, and a downward flick settles at a detent rather than dismissing. Only with
    /// `fromDetent` (`resolve(in:)` says so otherwise): an interactive dismissal of a modal sheet
    /// is not drawn.
    public var modalInPresentation = false
    /// True draws the grabber at the sheet's top (`prefersGrabberVisible`, default false).
    public var grabber: Bool
    /// The radius of the sheet's top corners (`preferredCornerRadius`); `nil`: UIKit's,
    /// `SheetEffect.cornerRadius` (10 pt).
    public var cornerRadius: Double?
    /// True renders the presentation as a cross-fade of the same duration and timing, for Prefer
    /// Cross-Fade Transitions (`adapted(to:in:)`).
    public var crossFades: Bool

    public init(style: SheetStyle = .pageSheet, detents: [SheetDetent] = [.large], detent: SheetDetent? = nil,
                grabber: Bool = false, cornerRadius: Double? = nil, crossFades: Bool = false) {
        self.style = style
        self.detents = detents
        self.detent = detent
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.crossFades = crossFades
    }

    /// The style's name (`pageSheet`), for `segue list`.
    public var presentationStyle: String? { style.rawValue }

    /// Under Prefer Cross-Fade Transitions UIKit cross-fades its sheet presentations
    /// (`UIAccessibility.prefersCrossFadeTransitions`, iOS 14): the sheet appears at its detent
    /// with its opacity going 0 → 1 with the progress. What the presenting screen does is not
    /// documented; Segue keeps its scale-back and dimming (they play with the same progress).
    /// Right-to-left mirrors nothing (the motion is vertical), and Reduce Motion alone leaves a
    /// system presentation as it is (the cross-fade is the separate setting since iOS 14); the
    /// sheet's spring is already critically damped, so it has no bounce to lose.
    ///
    /// A sheet moving between detents (`fromDetent`) is not a presentation: it keeps its motion.
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        guard variant == .crossFade, fromDetent == nil else { return self }
        var effect = self
        effect.crossFades = true
        return effect
    }

    /// Lays the sheet out on the canvas's device (its operation, present or dismiss, was checked
    /// by the scene against `operations`):
    /// where it rests, where it starts, and how the presenting screen looks at rest.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        // In a compact height (an iPhone held in landscape) a page or form sheet covers the canvas:
        // `prefersEdgeAttachedInCompactHeight` defaults to false, "which means the sheet defaults
        // to a full screen appearance at compact height" (UISheetPresentationController's
        // documentation). A sheet between detents keeps its geometry (not modelled there).
        if style.isSheet, fromDetent == nil, context.canvas.chromeDevice.isCompactHeight {
            var fullScreen = self
            fullScreen.style = .fullScreen
            return try fullScreen.resolve(in: context)
        }
        if let cornerRadius, !(cornerRadius >= 0 && cornerRadius.isFinite) {
            throw SceneError(path: context.path("cornerRadius"), message: "expected a non-negative number, found \(cornerRadius.messageText)")
        }
        if modalInPresentation, fromDetent == nil {
            throw SceneError(path: context.path("modalInPresentation"), message: "expected a sheet between detents (fromDetent): a "
                + "modal sheet is drawn resisting a drag below its lowest detent; a drag that dismisses it is not drawn")
        }
        if let fromDetent {
            guard context.operation == .present, style.isSheet else {
                throw SceneError(path: context.path("fromDetent"), message: "expected a sheet style's present (a sheet moving between its "
                    + "detents), found \(MessageText.quoted(style.rawValue)) \(MessageText.quoted(context.operation.rawValue))")
            }
            guard detents.contains(fromDetent) else {
                throw SceneError(path: context.path("fromDetent"), message: "expected one of the detents (\(detents.map(\.name).joined(separator: ", "))), found \(fromDetent.name)")
            }
        }
        let layout = SheetLayout(effect: self, device: context.canvas.chromeDevice, canvas: context.canvas.size)
        if let start = layout.start, start.top == layout.restFrame.minY, let fromDetent {
            let shown = shownDetent(on: context.canvas.chromeDevice, height: context.canvas.size.height)
            throw SceneError(path: context.path("fromDetent"), message: "expected a detent at another height than the detent the sheet "
                + "moves to (\(shown.name)), found \(fromDetent.name)")
        }
        let appearance = context.canvas.appearance
        let presented = context.operation == .present ? context.to : context.from
        return Staging(toOnTop: context.operation == .present, layout: layout, crossFades: crossFades,
                       removesPresenting: style == .fullScreen && context.operation == .present,
                       grabberColor: SystemColors.known(SheetEffect.grabberColorName, appearance),
                       elevatedBackground: style.isSheet ? SheetEffect.elevatedBackground(of: presented.background, appearance) : nil)
    }

    /// A sheet dragged between detents (`fromDetent` with an `interaction`) settles at any of its
    /// detents, or below the canvas (`InteractionRest.dismissedName`) unless `modalInPresentation`:
    /// each at its top edge in fractions of the way from `fromDetent`'s top to `detent`'s, the
    /// unit the pan's distance gives. Nil for a presentation, and on iPad (no detents there).
    public func interactionRests(in context: EffectContext) -> [InteractionRest]? {
        let layout = SheetLayout(effect: self, device: context.canvas.chromeDevice, canvas: context.canvas.size)
        guard let start = layout.start else { return nil }
        let gap = start.top - layout.restFrame.minY
        guard gap != 0 else { return nil }
        var rests: [InteractionRest] = []
        // At one height, the detent the transition names (its start or its end) names the rest.
        let named = layout.detentTops.filter { $0.detent == fromDetent || $0.detent == detent }
            + layout.detentTops.filter { $0.detent != fromDetent && $0.detent != detent }
        for rest in named {
            let position = (start.top - rest.top) / gap
            if !rests.contains(where: { $0.position == position }) { rests.append(InteractionRest(name: rest.detent.name, position: position)) }
        }
        if !modalInPresentation {
            rests.append(InteractionRest(name: InteractionRest.dismissedName, position: (start.top - layout.canvas.height) / gap))
        }
        return rests
    }

    /// In dark appearance a sheet is drawn at the elevated level: a screen whose background is
    /// the base black (`systemBackground`, `systemGroupedBackground`) shows #1C1C1E instead, so
    /// the sheet stands out from the dimmed screen behind it (Apple's UIColor and Human
    /// Interface Guidelines, Dark Mode: "base" and "elevated" background levels; the elevated
    /// systemBackground is #1C1C1E). `nil` in light appearance or for another background.
    static func elevatedBackground(of background: Color, _ appearance: Appearance) -> Color? {
        guard appearance == .dark, background == SystemColors.known("systemBackground", .dark) else { return nil }
        return SystemColors.known("secondarySystemBackground", .dark)
    }
}

/// `UIModalPresentationStyle`'s styles a sheet effect draws.
public enum SheetStyle: String, Hashable, Sendable, CaseIterable {
    /// A sheet at a detent over the scaled-back, dimmed presenting screen (the default since
    /// iOS 13, what `.automatic` gives most view controllers).
    case pageSheet
    /// On iPad a centred card (`SheetEffect.formSheetSize`) over the dimmed presenting screen; on
    /// a phone (compact width) a page sheet, as UIKit adapts it.
    case formSheet
    /// The presented screen covers the canvas; the presenting one is removed once it is covered.
    case fullScreen
    /// As `fullScreen`, but the presenting screen stays beneath (what a translucent presented
    /// screen shows through).
    case overFullScreen

    /// True for the styles `UISheetPresentationController` manages (detents, grabber).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// A height a sheet rests at: `UISheetPresentationController.Detent`.
public enum SheetDetent: Hashable, Sendable {
    /// About half the large height (`.medium()`, iOS 15; `SheetEffect.mediumHeight`).
    case medium
    /// The full height (`.large()`, iOS 15), below the status bar.
    case large
    /// A custom height in points within the sheet's safe area (`.custom { _ in h }`, iOS 16),
    /// clamped to the large height as UIKit clamps a resolver's value. Positive.
    case height(Double)

    /// How templates and messages spell the detent: `medium`, `large`, or the height in points.
    public var name: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let h): h.messageText
        }
    }
}
