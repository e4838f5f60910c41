import Foundation
import FoundationAdditions
import TestSupport
import Testing

#if canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

// UniformTypeIdentifiers' types where the platform lacks them; on Apple platforms these check
// the framework itself.
struct UTTypeTests {
    @Test func aKnownExtensionGivesItsDeclaredType() {
        expectEqual(UTType(filenameExtension: "json"), .json)
        expectEqual(UTType(filenameExtension: "JPG"), .jpeg)
        expectEqual(UTType(filenameExtension: "csv")?.identifier, "public.comma-separated-values-text")
        expectEqual(UTType.pdf.preferredFilenameExtension, "pdf")
        expectEqual(UTType.png.preferredMIMEType, "image/png")
        #expect(UTType.image.preferredFilenameExtension == nil)
    }

    @Test func anUnknownExtensionGivesADynamicTypeConformingToData() throws {
        let opml = try #require(UTType(filenameExtension: "opml"))
        #expect(opml.isDynamic && opml.conforms(to: .data) && opml.conforms(to: .item))
        expectEqual(opml.preferredFilenameExtension, "opml")
        expectEqual(UTType(filenameExtension: "opml"), opml)
        #expect(!UTType.json.isDynamic)
    }

    @Test func identifiersFindTheKnownTypesOnly() {
        expectEqual(UTType("public.plain-text"), .plainText)
        expectEqual(UTType("com.adobe.pdf"), .pdf)
        #expect(UTType("org.example.unknown") == nil)
        expectEqual(UTType.utf8PlainText.identifier, "public.utf8-plain-text")
        expectEqual(UTType.folder.description, "public.folder")
    }

    @Test func typesConformThroughTheirSupertypes() {
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data) && UTType.json.conforms(to: .item))
        #expect(UTType.commaSeparatedText.conforms(to: .text))
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .content))
        #expect(UTType.pdf.conforms(to: .content) && !UTType.pdf.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .item) && !UTType.folder.conforms(to: .data))
        #expect(UTType.text.isSupertype(of: .xml) && UTType.xml.isSubtype(of: .text))
        #expect(!UTType.json.supertypes.contains(.json))
    }
}
