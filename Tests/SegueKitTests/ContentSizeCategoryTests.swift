import Foundation
import SegueCore
import Testing
@testable import SegueKit

/// A recording at another text size: `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics`
/// read `TransitionRecorder.preferredContentSizeCategory`, as an app's fonts read the person's
/// Settings, from the same table as templates' `textStyle` (Core's `TextStyle`).
@MainActor
struct ContentSizeCategoryTests {
    /// Fades its to-view in; the to-controller notes the fonts it was given when its view loaded.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            to.alpha = 0
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: 0.1, animations: { to.alpha = 1 }) { _ in transitionContext.completeTransition(true) }
        }
    }

    final class Article: UIViewController {
        var body: CGFloat = 0, scaledSpacing: CGFloat = 0, capped: CGFloat = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            body = UIFont.preferredFont(forTextStyle: .body).pointSize
            scaledSpacing = UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)
            capped = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40).pointSize
        }
    }

    @Test func preferredFontsFollowTheRecordersTextSize() throws {
        let recorder = TransitionRecorder(size: CGSize(width: 100, height: 100), scale: 1, fps: 30)
        recorder.preferredContentSizeCategory = .extraLarge
        let article = Article()
        let recording = try recorder.record(Fade(), operation: .present, from: UIViewController(), to: article)
        // Body at xLarge is 19 pt (HIG); UIFontMetrics scales 17 by 19/17 to 19; 34 × 19/17 = 38 ≤ 40.
        #expect(article.body == 19 && article.scaledSpacing == 19 && article.capped == 38)
        #expect(recording.canvas.contentSize == .xLarge)
        // At the largest accessibility size, 34 × 53/17 = 106 is capped at 40.
        recorder.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let large = Article()
        _ = try recorder.record(Fade(), operation: .present, from: UIViewController(), to: large)
        #expect(large.body == 53 && large.capped == 40)
    }

    @Test func aTraitCollectionsTextSizeWinsAndCategoriesCompareByOrder() {
        KitClock.run { _ in
            let font = UIFont.preferredFont(forTextStyle: .headline,
                                            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
            #expect(font == UIFont.systemFont(ofSize: 28, weight: .semibold))
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
            #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
            #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        }
    }
}
