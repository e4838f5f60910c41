import Foundation
import TableLiaison

// Scenario 1: a product page built from row descriptors (identity + text + height).

/// A product as the network answers it.
public struct Product: Sendable {
    /// The carousel's image names.
    public var images: [String]
    /// The main title (one or two lines).
    public var title: String
    /// The subtitle.
    public var subtitle: String
    /// The price in yuan.
    public var price: Int
    /// Promotion lines; none hides the promotion block.
    public var promotions: [String]
    /// The selected specification; nil omits its section.
    public var specification: String?
    /// The shop, for third-party sellers only.
    public var shop: String?
    /// The comments; at most four are shown.
    public var comments: [String]
}

@MainActor
public final class ProductTextCell: TableViewCell {
    public let label = Label(numberOfLines: 0)

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel(text.height + 22))
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 11, width: bounds.width - 32, height: bounds.height - 22)
    }
}

@MainActor
public final class ImagesCell: TableViewCell {
    public let carousel = ImageView()

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(carousel)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        carousel.frame = bounds
    }
}

/// One block of the page: an identity, a text, and a height (nil self-sizes).
@MainActor
func productBlock(_ id: String, _ text: String, height: CGFloat? = 44) -> Row<ProductTextCell, String> {
    let row = Row<ProductTextCell, String>(text, id: id)
    row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
    if let height { row.set(height: .height, height) }
    return row
}

/// The carousel keeps the images' aspect ratio: 120 × width / 320.
@MainActor
func imagesRow(_ images: [String], width: CGFloat) -> Row<ImagesCell, [String]> {
    let row = Row<ImagesCell, [String]>(images, id: "images")
    row.set(height: .height, 120 * width / 320)
    row.set(command: .configuration) { cell, images, _ in
        cell.carousel.image = images.first.map { Image(name: $0, size: CGSize(width: 320, height: 120)) }
    }
    return row
}

/// Scenario 1's page: before the network answers (`loaded: false`) or loaded.
@MainActor
@SectionsBuilder
public func productSections(for product: Product, loaded: Bool, width: CGFloat) -> [Section] {
    Section(id: "product") {
        imagesRow(product.images, width: width)
        if loaded {
            productBlock("title", product.title, height: nil)
            productBlock("subtitle", product.subtitle, height: nil)
        }
        productBlock("price", "¥\(loaded ? product.price : 0)")
        if loaded, !product.promotions.isEmpty {
            productBlock("promotion", product.promotions.joined(separator: "\n"), height: nil)
        }
    }
    if loaded, let specification = product.specification {
        Section(id: "specification") { productBlock("spec", "已选:" + specification) }
    }
    if loaded, let shop = product.shop {
        Section(id: "shop") { productBlock("shop", shop) }
    }
    Section(id: "comments") {
        productBlock("summary", "商品评价(\(loaded ? product.comments.count : 0))")
        if loaded {
            for (index, comment) in product.comments.prefix(4).enumerated() {
                productBlock("comment \(index)", comment, height: nil)
            }
        }
        if loaded && !product.comments.isEmpty { productBlock("all", "查看所有评论") } else { productBlock("none", "暂无评论") }
    }
}

extension Product {
    /// A product whose optional blocks are chosen by `seed`.
    public static func sample(seed: UInt64) -> Product {
        var generator = SplitMix64(seed: seed)
        return Product(
            images: ["front.jpg", "side.jpg"], title: "商品名称", subtitle: "节日促销,快来买啊", price: 5999,
            promotions: Bool.random(using: &generator) ? ["满199减20", "赠品:电脑包"] : [],
            specification: Bool.random(using: &generator) ? "银色,13.3英寸" : nil,
            shop: Bool.random(using: &generator) ? "第三方旗舰店" : nil,
            comments: Array(
                ["物流很快,包装完整,非常满意!", "好", String(repeating: "这个商品用了一个月了,感觉很好。", count: 4), "一般", "还行"]
                    .prefix(Int.random(in: 0...5, using: &generator))))
    }
}
