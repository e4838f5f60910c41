import Foundation
import TableLiaison

// Scenario 1: a product page built from row descriptors. The page first shows what it can
// before the network answers, then switches to the loaded product with one `apply` that
// animates only what changed. `swift run ProductDetail [--seed N] [--width W]`.

struct Product {
    var images: [String]
    var title: String
    var subtitle: String
    var price: Int
    var promotions: [String]
    var specification: String?
    var shop: String?
    var comments: [String]
}

@MainActor
final class TextCell: TableViewCell {
    let label = Label(numberOfLines: 0)

    required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel(text.height + 22))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 11, width: bounds.width - 32, height: bounds.height - 22)
    }
}

@MainActor
final class ImagesCell: TableViewCell {
    let carousel = ImageView()
}

/// One block of the page: an identity, a text, and a height (nil self-sizes).
@MainActor
func block(_ id: String, _ text: String, height: CGFloat? = 44) -> Row<TextCell, String> {
    let row = Row<TextCell, String>(model: text, id: id)
    row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
    if let height { row.set(height: .height, height) }
    return row
}

/// The carousel keeps the images' aspect ratio: 120 × width / 320.
@MainActor
func imagesRow(_ images: [String], width: CGFloat) -> Row<ImagesCell, [String]> {
    let row = Row<ImagesCell, [String]>(model: images, id: "images")
    row.set(height: .height, 120 * width / 320)
    row.set(command: .configuration) { cell, images, _ in
        cell.carousel.image = images.first.map { Image(name: $0, size: CGSize(width: 320, height: 120)) }
    }
    return row
}

@MainActor
@SectionsBuilder
func sections(for product: Product, loaded: Bool, width: CGFloat) -> [Section] {
    Section(id: "product") {
        imagesRow(product.images, width: width)
        if loaded {
            block("title", product.title, height: nil)
            block("subtitle", product.subtitle, height: nil)
        }
        block("price", "¥\(loaded ? product.price : 0)")
        if loaded, !product.promotions.isEmpty {
            block("promotion", product.promotions.joined(separator: "\n"), height: nil)
        }
    }
    if loaded, let specification = product.specification {
        Section(id: "specification") { block("spec", "已选:" + specification) }
    }
    if loaded, let shop = product.shop {
        Section(id: "shop") { block("shop", shop) }
    }
    Section(id: "comments") {
        block("summary", "商品评价(\(loaded ? product.comments.count : 0))")
        if loaded {
            for (index, comment) in product.comments.prefix(4).enumerated() { block("comment \(index)", comment, height: nil) }
        }
        if loaded && !product.comments.isEmpty { block("all", "查看所有评论") } else { block("none", "暂无评论") }
    }
}

@MainActor
func show(_ table: TableView, _ title: String) {
    print("── \(title) (content height \(String(format: "%.1f", table.contentSize.height)))")
    for cell in table.visibleCells {
        guard let indexPath = table.indexPath(for: cell) else { continue }
        let text = (cell as? TextCell)?.label.lines ?? ["[images: \((cell as? ImagesCell)?.carousel.image?.name ?? "-")]"]
        print(String(format: "  %d-%d │ %6.1f │ ", indexPath.section, indexPath.row, cell.frame.height) + text.joined(separator: " ⏎ "))
    }
}

@MainActor
func main() throws {
    let arguments = CommandLine.arguments
    let seed = arguments.firstIndex(of: "--seed").flatMap { UInt64(arguments[$0 + 1]) } ?? 1
    let width = arguments.firstIndex(of: "--width").flatMap { Double(arguments[$0 + 1]) } ?? 375
    var generator = SplitMix(seed: seed)
    let product = Product(
        images: ["front.jpg", "side.jpg"], title: "商品名称", subtitle: "节日促销,快来买啊", price: 5999,
        promotions: Bool.random(using: &generator) ? ["满199减20", "赠品:电脑包"] : [],
        specification: Bool.random(using: &generator) ? "银色,13.3英寸" : nil,
        shop: Bool.random(using: &generator) ? "第三方旗舰店" : nil,
        comments: Array(["物流很快,包装完整,非常满意!", "好", String(repeating: "这个商品用了一个月了,感觉很好。", count: 4), "一般", "还行"]
            .prefix(Int.random(in: 0...5, using: &generator))))

    let liaison = Liaison()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 900))
    liaison.liaise(tableView: table)
    try liaison.apply(sections(for: product, loaded: false, width: width))
    show(table, "before the network answers (seed \(seed))")

    let before = table.updateHistory.count
    try liaison.apply(sections(for: product, loaded: true, width: width))
    show(table, "loaded, in one apply")
    for update in table.updateHistory[before...] {
        for operation in update.operations { print("  animated: \(operation)") }
    }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

try MainActor.assumeIsolated { try main() }
