import Testing
@testable import SegueKit

/// `UIViewController.title` keeps its navigation item and tab bar item in step, as UIKit's does.
@MainActor @Test func aTitleUpdatesTheNavigationAndTabBarItems() {
    KitClock.run { _ in
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox" && controller.tabBarItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive" && controller.tabBarItem.title == "Archive")
    }
}
