import Foundation

#if !canImport(Darwin)
    /// Data a drag carries, as Foundation's `NSItemProvider`, which swift-corelibs-foundation
    /// lacks: a drag delegate registers representations of a row's content by type identifier
    /// (`registerDataRepresentation`, `registerFileRepresentation`) and a drop delegate loads
    /// them. Headless there is no other process: a load calls the registered handler at once.
    open class NSItemProvider: NSObject {
        /// A representation's loader: data, or a file's URL.
        private enum Loader {
            case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
            case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
        }

        /// The representations registered, in order, by type identifier.
        private var loaders: [(typeIdentifier: String, loader: Loader)] = []

        /// The name a file made of the data should have, as Foundation's `suggestedName`.
        open var suggestedName: String?

        /// A provider with no representation, as Foundation's `init()`.
        public override init() {}

        /// A provider of `object`'s representations, as Foundation's `init(object:)`: a string
        /// as UTF-8 plain text, a URL as a URL.
        public convenience init(object: any NSItemProviderWriting) {
            self.init()
            let data = object.itemProviderData
            for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
                registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
                    completion(data, nil)
                    return nil
                }
            }
        }

        /// The type identifiers registered, in the order they were, as Foundation's.
        open var registeredTypeIdentifiers: [String] { loaders.map(\.typeIdentifier) }

        /// Whether a representation of `typeIdentifier` was registered.
        open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
            loaders.contains { $0.typeIdentifier == typeIdentifier }
        }

        /// Registers data of `typeIdentifier` that `loadHandler` gives when asked, as
        /// Foundation's `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`.
        open func registerDataRepresentation(
            forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
            loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
        ) {
            loaders.append((typeIdentifier, .data(loadHandler)))
        }

        /// Registers a file of `typeIdentifier` that `loadHandler` gives (its URL, and whether
        /// it is opened in place) when asked, as Foundation's
        /// `registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)`.
        open func registerFileRepresentation(
            forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
            visibility: NSItemProviderRepresentationVisibility,
            loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
        ) {
            loaders.append((typeIdentifier, .file(loadHandler)))
        }

        /// Loads the data of `typeIdentifier`, as Foundation's
        /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)`: the first
        /// representation of that type is asked at once (a file's contents are read); with
        /// none, `completionHandler` gets nil and a `CocoaError(.fileReadNoSuchFile)`.
        @discardableResult
        open func loadDataRepresentation(
            forTypeIdentifier typeIdentifier: String,
            completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
        ) -> Progress {
            let progress = Progress(totalUnitCount: 1)
            switch loaders.first(where: { $0.typeIdentifier == typeIdentifier })?.loader {
            case let .data(load):
                _ = load(completionHandler)
            case let .file(load):
                _ = load { url, _, error in
                    guard let url else { return completionHandler(nil, error) }
                    do { completionHandler(try Data(contentsOf: url), nil) } catch { completionHandler(nil, error) }
                }
            case nil:
                completionHandler(nil, CocoaError(.fileReadNoSuchFile))
            }
            progress.completedUnitCount = 1
            return progress
        }
    }

    /// Who may load a representation, as Foundation's `NSItemProviderRepresentationVisibility`;
    /// recorded by nothing headless (there is no other process).
    public enum NSItemProviderRepresentationVisibility: Int, Sendable {
        /// Any process.
        case all = 0
        /// The apps of the same team.
        case group = 2
        /// The app itself.
        case ownProcess = 3
    }

    /// How a file representation is given, as Foundation's `NSItemProviderFileOptions`.
    public struct NSItemProviderFileOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: Int
        /// Options of `rawValue`'s bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The file is opened in place rather than copied.
        public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
    }

    /// A type an item provider can carry, as Foundation's `NSItemProviderWriting`: its type
    /// identifiers and its bytes. Strings and URLs conform.
    public protocol NSItemProviderWriting: AnyObject {
        /// The type identifiers the object is given as, preferred first.
        static var writableTypeIdentifiersForItemProvider: [String] { get }
        /// The object's bytes for every one of its type identifiers (headless, one form).
        var itemProviderData: Data { get }
    }

    extension NSString: NSItemProviderWriting {
        /// UTF-8 plain text.
        public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
        /// The string's UTF-8 bytes.
        public var itemProviderData: Data { Data((self as String).utf8) }
    }

    extension NSURL: NSItemProviderWriting {
        /// A URL.
        public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
        /// The URL's absolute string, UTF-8.
        public var itemProviderData: Data { Data(absoluteString.utf8) }
    }
#endif
