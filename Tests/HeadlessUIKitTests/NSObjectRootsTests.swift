import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// App code that leans on UIKit's classes being NSObjects: equality and hashing by identity,
// extensions of NSObject, UIColor extensions with convenience initializers and class
// properties, subclasses of UIKit's open classes.

extension NSObject {
    /// The class's name, as apps declare it for reuse identifiers.
    fileprivate class var className: String { String(describing: self) }
}

extension UIColor {
    /// A colour from `#RRGGBB`, as apps write it.
    fileprivate convenience init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt64(digits, radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    /// The app's brand colour, as apps declare theirs.
    fileprivate class var brand: UIColor { UIColor(hex: "#3366CC") }
}

/// A protocol NSObject satisfies, as apps declare for their reusable views.
private protocol NamedByClass {
    static func description() -> String
}

extension UITableViewCell: NamedByClass {}

/// A cell registered by its class's name.
private final class FeedCell: UITableViewCell {}

/// A bar button item subclassed as apps do for a badge.
private final class BadgeItem: UIBarButtonItem {
    var badge = 0

    override init() {
        super.init()
        title = "Inbox"
    }
}

/// A gradient layer subclassed as Core Animation code writes it: Core Animation is not
/// main-actor isolated, so its initializer is `nonisolated` and sets its properties there.
private final class FadeLayer: CAGradientLayer {
    let edge = CALayer()

    nonisolated override init() {
        super.init()
        colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        locations = [0, 0.8]
        startPoint = CGPoint(x: 0, y: 0.5)
        endPoint = CGPoint(x: 1, y: 0.5)
        cornerRadius = 4
        frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        edge.frame = CGRect(x: 39, y: 0, width: 1, height: 10)
        addSublayer(edge)
    }

    nonisolated override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Makes a fade layer in a nonisolated function, as code on a background queue does.
private nonisolated func makeFadeLayer() -> FadeLayer { FadeLayer() }

/// An animation built in a nonisolated function.
private nonisolated func makeFadeAnimation() -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 0.3
    return animation
}

@MainActor
@Suite struct NSObjectRootsTests {
    @Test func viewControllersCompareByIdentity() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.viewControllers != [detail, root])
        #expect(navigation.viewControllers != [root, UIViewController()])
        expectEqual(navigation.viewControllers.firstIndex(of: detail), 1)
    }

    @Test func viewsHashAndCompareByIdentity() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let twin = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let views: Set<UIView> = [first, twin, first]
        expectEqual(views.count, 2)
        #expect(first == first && first != twin)
        #expect(views.contains(twin))
        #expect(!views.contains(UIView(frame: first.frame)))
    }

    @Test func subviewsAreFoundWithFirstIndexOf() {
        let container = UIView()
        let labels = (0..<3).map { UILabel(text: "\($0)") }
        labels.forEach(container.addSubview)
        expectEqual(container.subviews.firstIndex(of: labels[2]), 2)
        expectEqual(container.subviews.firstIndex(of: UIView()), nil)
        container.bringSubviewToFront(labels[0])
        expectEqual(container.subviews.firstIndex(of: labels[0]), 2)
    }

    @Test func layersAndActionsCompareByIdentity() {
        let layer = CALayer()
        let other = CALayer()
        #expect(layer == layer && layer != other)
        let action = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        let twin = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        expectEqual(Set([action, twin, action]).count, 2)
        #expect([twin, action].firstIndex(of: action) == 1)
    }

    @Test func anNSObjectExtensionReachesCells() {
        expectEqual(FeedCell.className, "FeedCell")
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(FeedCell.self, forCellReuseIdentifier: FeedCell.className)
        #expect(table.dequeueReusableCell(withIdentifier: "FeedCell") is FeedCell)
        let described: any NamedByClass.Type = FeedCell.self
        #expect(described.description().hasSuffix("FeedCell"))
        #expect(UITableViewCell.description().hasSuffix("Cell"))
    }

    @Test func descriptionIsNSObjects() {
        let view = UIView()
        #expect(view.description.contains("View"))
        expectEqual(UIColor.systemBlue.description, "systemBlue")
        #expect(view.isEqual(view) && !view.isEqual(UIView()))
        expectEqual(view.hash, view.hash)
    }

    @Test func aHexColourHasItsComponentsAndComparesByValue() {
        let orange = UIColor(hex: "#FF8000")
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        expectEqual(red, 1)
        expectEqual(green, 128.0 / 255)
        expectEqual(blue, 0)
        expectEqual(alpha, 1)
        #expect(orange == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(orange != UIColor.orange)
        #expect(UIColor.brand == UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xCC / 255.0, alpha: 1))
        expectEqual(Set([UIColor(hex: "#3366CC"), .brand, .brand]).count, 1)
        #expect(UIColor(white: 1, alpha: 1) == UIColor.white)
    }

    @Test func theFixedColoursHaveUIKitsComponents() {
        func components(_ color: UIColor) -> [CGFloat] {
            var red: CGFloat = -1
            var green: CGFloat = -1
            var blue: CGFloat = -1
            var alpha: CGFloat = -1
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue, alpha]
        }
        expectEqual(components(.orange), [1, 0.5, 0, 1])
        expectEqual(components(.brown), [0.6, 0.4, 0.2, 1])
        expectEqual(components(.purple), [0.5, 0, 0.5, 1])
        expectEqual(components(.cyan), [0, 1, 1, 1])
        expectEqual(components(.magenta), [1, 0, 1, 1])
        expectEqual(components(.yellow), [1, 1, 0, 1])
        expectEqual(components(.green), [0, 1, 0, 1])
        expectEqual(components(.blue), [0, 0, 1, 1])
        expectEqual(components(.darkGray), [1.0 / 3, 1.0 / 3, 1.0 / 3, 1])
        expectEqual(components(.lightGray), [2.0 / 3, 2.0 / 3, 2.0 / 3, 1])
        expectEqual(components(.gray), [0.5, 0.5, 0.5, 1])
        expectEqual(components(.clear), [0, 0, 0, 0])
        #expect(UIColor(hue: 1.0 / 12, saturation: 1, brightness: 1, alpha: 1) == .orange)
    }

    @Test func aBarButtonItemSubclassIsABarButtonItem() {
        let item = BadgeItem()
        item.badge = 3
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain), item]
        expectEqual(controller.navigationItem.rightBarButtonItems?.firstIndex(of: item), 1)
        expectEqual(item.title, "Inbox")
        expectEqual((controller.navigationItem.rightBarButtonItems?.last as? BadgeItem)?.badge, 3)
    }

    @Test func fontsAndImagesCompareByValue() {
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        expectEqual(Set([UIFont.systemFont(ofSize: 12), .systemFont(ofSize: 12), .systemFont(ofSize: 13)]).count, 2)
        let empty = UIImage()
        expectEqual(empty.size, .zero)
        #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
        #expect(UIImage(systemName: "star") != UIImage(systemName: "star.fill"))
    }

    @Test func aGradientLayerSubclassInitializesInANonisolatedFunction() {
        let fade = makeFadeLayer()
        expectEqual(fade.gradientColors, [UIColor.clear, UIColor.black])
        expectEqual(fade.locations, [0, 0.8])
        expectEqual(fade.startPoint, CGPoint(x: 0, y: 0.5))
        expectEqual(fade.cornerRadius, 4)
        expectEqual(fade.frame, CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(fade.sublayers?.first === fade.edge && fade.edge.superlayer === fade)
        expectEqual(fade.edge.frame.minX, 39)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        fade.frame = view.bounds
        view.layer.addSublayer(fade)
        #expect(view.layer.sublayers?.contains(fade) == true)
        expectEqual(fade.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
        let animation = makeFadeAnimation()
        fade.add(animation, forKey: "fade")
        #expect(fade.animation(forKey: "fade") === animation)
        expectEqual(animation.duration, 0.3)
    }
}
