import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Names that screens of public apps use and that a port of them met missing: each test is
/// written as such a screen writes the call.
@MainActor
struct PortedScreenNamesTests {
    private final class Screen: UIViewController {
        let screenName: String
        init(name: String) {
            self.screenName = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) {
            screenName = "decoded"
            super.init(coder: coder)
        }
    }

    private final class Settings: UITableViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            title = "Settings"
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test
    func viewControllersHaveUIKitsDesignatedInitializers() {
        let screen = Screen(name: "Detail")
        #expect(screen.screenName == "Detail" && screen.nibName == nil && !screen.isViewLoaded)
        let named = UIViewController(nibName: "Main", bundle: .main)
        expectEqual(named.nibName, "Main")
        // A nib is not read: the view is made as for a controller without one.
        expectEqual(named.view.bounds.size, UIViewController.defaultViewSize)
        let settings = Settings(nibName: nil, bundle: nil)
        #expect(settings.title == "Settings" && settings.tableView.style == .plain)
        #expect(UINavigationController().viewControllers.isEmpty)
    }

    @Test
    func aNibRegistrationCompilesAndItsDequeueIsRecordedAsNotLoadable() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(nibName: "SwitchCell", bundle: .main), forCellReuseIdentifier: "SwitchCell")
        #expect(table.isCellRegistered(forReuseIdentifier: "SwitchCell"))
        let cell = table.dequeueReusableCell(withIdentifier: "SwitchCell", for: IndexPath(row: 0, section: 0))
        #expect(cell.isFailurePlaceholder)
        expectEqual(table.recordedErrors.map(\.member), ["dequeueReusableCell(withIdentifier:for:)"])
        #expect(
            table.recordedErrors.first?.is(TableViewError.nibNotLoadable(nibName: "SwitchCell", identifier: "SwitchCell"))
                == true)
        // Registering nil removes the registration, as in UIKit.
        table.register(nil as UINib?, forCellReuseIdentifier: "SwitchCell")
        #expect(!table.isCellRegistered(forReuseIdentifier: "SwitchCell"))
        table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "Header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
        expectEqual(table.recordedErrors.count, 2)
    }

    @Test
    func namedImagesAreTheRegisteredAssetsAndOthersAreNil() {
        defer { UIImage.removeAllRegisteredAssets() }
        #expect(UIImage(named: "avatar") == nil)
        UIImage.registerAsset(named: "avatar", size: CGSize(width: 40, height: 40))
        let image = UIImage(named: "avatar")
        #expect(image?.name == "avatar" && image?.size == CGSize(width: 40, height: 40))
        // swift-format-ignore: NoPlaygroundLiterals
        // App code writes the literal; the test checks that it compiles and is the asset.
        let view = UIImageView(image: #imageLiteral(resourceName: "avatar"))
        expectEqual(view.intrinsicContentSize, CGSize(width: 40, height: 40))
        expectEqual(UIImage(imageLiteralResourceName: "missing").size, .zero)
        UIImage.removeAllRegisteredAssets()
        #expect(UIImage(named: "avatar", in: nil, compatibleWith: nil) == nil)
    }

    @Test
    func anAttributedButtonTitleIsMeasuredInItsFontAndLinkedToTheTitle() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        #if !canImport(Darwin)
            // Off Apple platforms the package converts the dictionary, as UIKit code writes it.
            let attributes = AttributeContainer([
                .paragraphStyle: paragraph, .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red,
            ])
            #expect(attributes.font == UIFont.systemFont(ofSize: 12) && attributes.foregroundColor == .red)
        #else
            // Apple's Foundation converts a dictionary through the SDK's scopes only.
            var attributes = AttributeContainer()
            attributes.font = UIFont.systemFont(ofSize: 12)
            attributes.foregroundColor = .red
            _ = paragraph
        #endif
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString("Retry", attributes: attributes)
        configuration.background.backgroundColor = .systemRed
        configuration.background.cornerRadius = 0
        #expect(configuration.title == "Retry" && configuration.titleFont == UIFont.systemFont(ofSize: 12))
        expectEqual(configuration.resolvedBackgroundColor(tint: .systemBlue), .systemRed)
        let small = UIButton(configuration: configuration)
        configuration.title = "Retry"
        #expect(configuration.attributedTitle?.font == nil && configuration.titleFont == UIFont.systemFont(ofSize: 17))
        let large = UIButton(configuration: configuration)
        // The same five letters, at 12 points and at the medium size's 17.
        #expect(small.intrinsicContentSize.width < large.intrinsicContentSize.width)
        expectEqual(ScrollHarness.renderedText(of: small), ["(Retry)"])
        configuration.attributedTitle = nil
        #expect(configuration.title == nil)
    }

    private final class TintedCell: UITableViewCell {
        var changes: [UIColor] = []
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes.append(tintColor)
        }
    }

    @Test
    func tintColorDidChangeReachesTheViewsThatInheritTheTint() {
        let container = UIView()
        let inheriting = TintedCell()
        let ownTint = TintedCell()
        ownTint.tintColor = .systemGreen
        ownTint.changes = []
        container.addSubview(inheriting)
        container.addSubview(ownTint)
        container.tintColor = .systemRed
        expectEqual(inheriting.changes, [.systemRed])
        #expect(ownTint.changes.isEmpty)
        container.tintColor = .systemRed
        expectEqual(inheriting.changes, [.systemRed])
    }

    @Test
    func theNavigationBarKeepsTheAppearancesCodeSetsOnIt() {
        let navigation = UINavigationController(rootViewController: Screen(name: "Root"))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance.copy()
        navigation.navigationBar.prefersLargeTitles = true
        expectEqual(navigation.navigationBar.standardAppearance.background, .opaque)
        expectEqual(navigation.navigationBar.scrollEdgeAppearance?.backgroundColor, .systemBackground)
        #expect(navigation.navigationBar.scrollEdgeAppearance !== appearance)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden)
        let transparent = UINavigationBarAppearance(barAppearance: appearance)
        transparent.configureWithTransparentBackground()
        #expect(transparent.shadowColor == nil && appearance.shadowColor != nil)
    }

    @Test
    func aFontDescriptorMakesADynamicTypeFontOfAnotherWeightThatStillFollowsTheTextSize() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        let font = UIFont(descriptor: descriptor, size: .zero)
        #expect(font.pointSize == 17 && font.weight == .semibold && font.textStyle == .body)
        let label = UILabel()
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.tableHeaderView = label
        table.traitCollection = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(label.font.pointSize == 21 && label.font.weight == .semibold)
        let italic = font.fontDescriptor.withSymbolicTraits(.traitItalic).map { UIFont(descriptor: $0, size: 12) }
        #expect(italic?.isItalic == true && italic?.pointSize == 12 && italic?.weight == .semibold)
        let bold = UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)
        #expect(bold.map { UIFont(descriptor: $0, size: 0) } == UIFont.boldSystemFont(ofSize: 15))
    }
}
