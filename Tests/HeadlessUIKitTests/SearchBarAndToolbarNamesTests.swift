import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

@MainActor
struct SearchBarAndToolbarNamesTests {
    @Test func aSearchBarsFieldShowsItsTextAndCarriesTheKeyboardsSettings() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.searchBarStyle = .minimal
        bar.barStyle = .black
        bar.placeholder = "Search notes"
        bar.autocapitalizationType = .none
        bar.scopeButtonTitles = ["All", "Starred"]
        bar.setShowsCancelButton(true, animated: true)
        bar.text = "milk"
        bar.layoutIfNeeded()

        expectEqual(bar.searchTextField.text, "milk")
        expectEqual(bar.searchTextField.placeholder, "Search notes")
        expectEqual(bar.returnKeyType, UIReturnKeyType.search)
        expectEqual(bar.searchTextField.autocapitalizationType, .none)
        expectEqual(bar.searchTextField.frame, CGRect(x: 8, y: 6, width: 374, height: 44))
        #expect(bar.showsCancelButton)
        expectEqual(bar.searchBarStyle, UISearchBar.Style.minimal)
        bar.text = nil
        expectEqual(bar.searchTextField.text, "")
    }

    @Test func theNavigationControllersToolbarShowsTheTopControllersItems() {
        let first = UIViewController()
        first.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        let second = UIViewController()
        second.toolbarItems = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: "Done", style: .done)]
        let navigation = UINavigationController(rootViewController: first)
        navigation.setToolbarHidden(false, animated: false)
        navigation.toolbar.barStyle = .black

        expectEqual(navigation.toolbar.items?.count, 1)
        navigation.pushViewController(second, animated: false)
        expectEqual(navigation.toolbar.items?.last?.title, "Done")
        expectEqual(navigation.toolbar.barStyle, UIBarStyle.black)
        #expect(!navigation.isToolbarHidden)
    }
}
