import Foundation
import Testing
@testable import SegueKit

/// Auto Layout's constraints solved in the layout pass, each frame derived from the equations.
@MainActor
struct AutoLayoutTests {
    /// `view` (a plain view unless given) added to `parent`, to be placed by constraints.
    @discardableResult
    private func constrained<View: UIView>(_ view: View = UIView(), in parent: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A 400 × 300 container and a subview placed by constraints.
    private func container() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        return (container, constrained(in: container))
    }

    /// The container with its subview, the card, pinned 20 points inside it: 360 × 260 at (20, 20).
    private func pinnedCard() -> (UIView, UIView) {
        let (container, card) = container()
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20),
        ])
        return (container, card)
    }

    @Test func edgesPinnedWithConstantsGiveTheFrame() {
        KitClock.run { _ in
            let (container, view) = container()
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -30),
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -40),
            ])
            container.layoutIfNeeded()
            // x = 20, width = 400 − 30 − 20; y = 10, height = 300 − 40 − 10.
            #expect(close(view.frame, CGRect(x: 20, y: 10, width: 350, height: 250)))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func centreAndAspectRatio() {
        KitClock.run { _ in
            let (container, view) = container()
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                view.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 100),
                view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            ])
            container.layoutIfNeeded()
            // Centre (200, 160), 100 × 50: origin (150, 135).
            #expect(close(view.frame, CGRect(x: 150, y: 135, width: 100, height: 50)))
        }
    }

    @Test func intrinsicSizesFillWhatConstraintsLeaveAndGiveWay() {
        KitClock.run { _ in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let label = UILabel()
            label.text = "Auto Layout"
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            let leading = label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
            NSLayoutConstraint.activate([leading, label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8)])
            container.layoutIfNeeded()
            let natural = label.intrinsicContentSize
            #expect(close(label.frame, CGRect(x: 16, y: 8, width: natural.width, height: natural.height)))
            // Pinned on both sides, the label is as wide as the constraints say: its intrinsic
            // width (priority 250) gives way to the required ones.
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16).isActive = true
            container.layoutIfNeeded()
            #expect(abs(label.frame.width - 368) < 1e-9 && abs(label.frame.height - natural.height) < 1e-9)
        }
    }

    @Test func inequalitiesBindOnlyWhenBroken() {
        KitClock.run { _ in
            let (container, view) = container()
            let width = view.widthAnchor.constraint(equalToConstant: 120)
            width.priority = .defaultHigh
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
                width,
                view.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
            ])
            container.layoutIfNeeded()
            // The optional 120 breaks the required ≤ 80, which then holds at its bound.
            #expect(view.frame.width == 80)
            // Raising the bound past 120 leaves the optional width free to hold.
            view.involvedConstraints.first { $0.relation == .lessThanOrEqual }?.constant = 200
            container.layoutIfNeeded()
            #expect(view.frame.width == 120)
        }
    }

    @Test func siblingsAndASpacerGuideChain() {
        KitClock.run { _ in
            let (container, a) = container()
            let b = constrained(in: container)
            let spacer = UILayoutGuide()
            container.addLayoutGuide(spacer)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                spacer.widthAnchor.constraint(equalToConstant: 30),
                b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                spacer.topAnchor.constraint(equalTo: container.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor), $0.heightAnchor.constraint(equalToConstant: 20)] })
            container.layoutIfNeeded()
            // a 0…50, the spacer 50…80, b 80…400.
            #expect(close(a.frame, CGRect(x: 0, y: 0, width: 50, height: 20)) && close(b.frame, CGRect(x: 80, y: 0, width: 320, height: 20)))
            #expect(close(spacer.layoutFrame, CGRect(x: 50, y: 0, width: 30, height: 1)))
        }
    }

    @Test func theSafeAreaGuideFollowsTheRecordingsInsets() {
        KitClock.run { clock in
            clock.window.screenSafeArea = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            clock.window.addSubview(view)
            let guide = clock.window.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            clock.window.layoutIfNeeded()
            #expect(close(view.frame, CGRect(x: 0, y: 30, width: 100, height: 60)))
        }
    }

    @Test func aConstantChangedInAnAnimationBlockAnimates() {
        KitClock.run { clock in
            let (container, view) = container()
            clock.window.addSubview(container)
            let top = view.topAnchor.constraint(equalTo: container.topAnchor, constant: 0)
            NSLayoutConstraint.activate([top, view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
            container.layoutIfNeeded()
            top.constant = 100
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { container.layoutIfNeeded() })
            #expect(view.frame.minY == 100) // the model moves at once
            clock.advance(to: 0.5)
            // Halfway, linearly: the presented centre is 5 + 50.
            #expect(abs((view.layer.presentation()?.position.y ?? .nan) - 55) < 1e-9)
        }
    }

    @Test func conflictsAndAmbiguityAreRecorded() {
        KitClock.run { _ in
            let (container, view) = container()
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalToConstant: 20),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            #expect(Misuse.take().map(\.message) == [
                "Auto Layout in UIView: UIView (constrained item 1): required constraints conflict",
                "Auto Layout in UIView: UIView (constrained item 1): the constraints leave its height undecided",
            ])
        }
    }

    @Test func aStackViewSizesArrangedViewsByTheirConstraints() {
        KitClock.run { _ in
            let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            stack.axis = .vertical
            stack.alignment = .leading
            let a = UIView(), b = UIView()
            for view in [a, b] {
                stack.addArrangedSubview(view)
                view.widthAnchor.constraint(equalToConstant: 60).isActive = true
            }
            a.heightAnchor.constraint(equalToConstant: 30).isActive = true
            b.heightAnchor.constraint(equalToConstant: 20).isActive = true
            stack.layoutIfNeeded()
            // Arranged by the stack (not the constraint solver), sized by their constraints; the
            // last view takes the 50 points left over, as `.fill` gives it.
            #expect(!a.translatesAutoresizingMaskIntoConstraints)
            #expect(close(a.frame, CGRect(x: 0, y: 0, width: 60, height: 30)) && close(b.frame, CGRect(x: 0, y: 30, width: 60, height: 70)))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aWrappingLabelIsAsTallAsItsTextAtTheWidthItIsGiven() {
        KitClock.run { _ in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "A label of several words wraps at the width its constraints give it"
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            container.layoutIfNeeded()
            // 100 points wide, so as tall as the text wrapped at 100: several lines.
            let wrapped = label.sizeThatFits(CGSize(width: 100, height: 0)).height
            #expect(abs(label.frame.width - 100) < 1e-9 && abs(label.frame.height - wrapped) < 1e-9)
            #expect(wrapped > 2 * label.intrinsicContentSize.height)
        }
    }

    @Test func nestedViewsAreSolvedEachInItsSuperviewsPass() {
        KitClock.run { _ in
            // A card pinned 20 points inside the container, and a badge pinned to the card's
            // margins guide (8 points in): each pass solves its own subviews, and the card's
            // constraints with its badge are no conflict in the container's pass.
            let (container, card) = pinnedCard()
            let badge = constrained(in: card)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                badge.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
            ])
            container.layoutIfNeeded()
            // The card is 360 × 260 at (20, 20); the badge's top-right is (360 − 8, 8) in it.
            #expect(close(card.frame, CGRect(x: 20, y: 20, width: 360, height: 260)))
            #expect(close(badge.frame, CGRect(x: 322, y: 8, width: 30, height: 30)))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aSubviewsConstraintsToItsOwnChildrenAreSolvedInItsPass() {
        KitClock.run { _ in
            // The card pinned 20 points inside the container; a badge pinned 8 points from the
            // card's leading edge: the container's pass places the card, the card's the badge.
            let (container, card) = pinnedCard()
            let badge = constrained(in: card)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
            ])
            container.layoutIfNeeded()
            #expect(close(card.frame, CGRect(x: 20, y: 20, width: 360, height: 260)) && close(badge.frame, CGRect(x: 8, y: 8, width: 30, height: 30)))
            #expect(Misuse.take().isEmpty)
            // Each constraint is held by its views' nearest common ancestor, as UIKit installs it:
            // the container holds the card's four, the card the badge's two edges, the badge
            // its own width and height.
            #expect(container.constraints.count == 4 && card.constraints.count == 2 && badge.constraints.count == 2)
        }
    }

    @Test func constraintsDoNotKeepViewsAliveAndLeaveWithTheView() {
        KitClock.run { _ in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weak var gone: UIView?
            do {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                             view.widthAnchor.constraint(equalToConstant: 10)])
                gone = view
                // Removing the view removes its constraint to the container, as UIKit does.
                view.removeFromSuperview()
                #expect(container.involvedConstraints.isEmpty && view.involvedConstraints.count == 1)
            }
            #expect(gone == nil)
        }
    }

    @Test func aNewTextLaysAConstrainedLabelOutAgain() {
        KitClock.run { _ in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
            let label = UILabel()
            label.text = "Short"
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                         label.topAnchor.constraint(equalTo: container.topAnchor)])
            container.layoutIfNeeded()
            label.text = "A much longer title"
            container.layoutIfNeeded()
            #expect(abs(label.frame.width - label.intrinsicContentSize.width) < 1e-9)
        }
    }

    @Test func updateConstraintsRunsBeforeThePassThatNeedsThem() {
        KitClock.run { _ in
            final class Card: UIView {
                var updates = 0
                override func updateConstraints() {
                    updates += 1
                    if updates == 1, let superview {
                        NSLayoutConstraint.activate([
                            leadingAnchor.constraint(equalTo: superview.leadingAnchor), topAnchor.constraint(equalTo: superview.topAnchor),
                            widthAnchor.constraint(equalToConstant: 40), heightAnchor.constraint(equalToConstant: 20),
                        ])
                    }
                    super.updateConstraints()
                }
            }
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), card = Card()
            card.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(card)
            container.layoutIfNeeded()
            #expect(card.updates == 1 && close(card.frame, CGRect(x: 0, y: 0, width: 40, height: 20)))
            card.setNeedsUpdateConstraints()
            container.layoutIfNeeded()
            #expect(card.updates == 2)
        }
    }

    @Test func aGuideAddedTwiceIsOneGuide() {
        KitClock.run { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            view.addLayoutGuide(guide)
            NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.topAnchor.constraint(equalTo: view.topAnchor),
                                         guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10)])
            view.layoutIfNeeded()
            #expect(view.layoutGuides.count == 1 && close(guide.layoutFrame, CGRect(x: 0, y: 0, width: 10, height: 10)))
        }
    }

    @Test func compressionResistanceDecidesWhichViewGivesWay() {
        KitClock.run { _ in
            // 16-[A]-8-[B]-16 in 200 points leaves 160 for A (150 wide) and B (100 wide): one
            // must shrink. A resists less (749 against B's 750), so A shrinks to 60 and B keeps 100.
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            let a = UILabel(), b = UILabel()
            for (label, text) in [(a, "AAAAAAAAAAAAAAAAAAAAAA"), (b, "BBBBBBB")] {
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(label)
                label.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            }
            let naturalB = b.intrinsicContentSize.width
            a.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            ])
            container.layoutIfNeeded()
            #expect(a.intrinsicContentSize.width + naturalB > 160)
            #expect(abs(b.frame.width - naturalB) < 1e-9 && abs(a.frame.width - (160 - naturalB)) < 1e-9)
            #expect(Misuse.take().isEmpty)
        }
    }
}
