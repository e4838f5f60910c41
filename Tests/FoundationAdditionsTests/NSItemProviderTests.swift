import Foundation
import TestSupport
import Testing

@testable import FoundationAdditions

// Apple platforms load asynchronously, from another process: these check the stand-in only.
#if !canImport(Darwin)
    /// The item provider off Apple platforms: what is registered, in order, and what a load gives.
    struct NSItemProviderTests {
        @Test func representationsAreListedInTheOrderRegisteredAndLoadTheirData() throws {
            let provider = NSItemProvider()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID()).log")
            try Data("log lines".utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            provider.registerFileRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
                completion(file, true, nil)
                return nil
            }
            provider.registerDataRepresentation(forTypeIdentifier: "public.json", visibility: .ownProcess) { completion in
                completion(Data("{}".utf8), nil)
                return nil
            }
            provider.suggestedName = "ownCloud.log"
            expectEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text", "public.json"])
            #expect(provider.hasItemConformingToTypeIdentifier("public.json"))
            #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
            let loaded = Loaded()
            provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { data, _ in loaded.set(data) }
            expectEqual(loaded.value.map { String(decoding: $0, as: UTF8.self) }, "log lines")
            provider.loadDataRepresentation(forTypeIdentifier: "public.json") { data, _ in loaded.set(data) }
            expectEqual(loaded.value.map { String(decoding: $0, as: UTF8.self) }, "{}")
        }

        @Test func aStringProviderCarriesTheStringAndAMissingTypeFails() {
            let provider = NSItemProvider(object: "hello" as NSString)
            expectEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
            let loaded = Loaded()
            provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { data, _ in loaded.set(data) }
            expectEqual(loaded.value.map { String(decoding: $0, as: UTF8.self) }, "hello")
            provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
                loaded.set(data, failed: error != nil)
            }
            #expect(loaded.value == nil && loaded.failed)
        }
    }

    /// What a load handed its completion handler (called at once headless).
    private final class Loaded: @unchecked Sendable {
        private(set) var value: Data?
        private(set) var failed = false

        func set(_ data: Data?, failed: Bool = false) {
            value = data
            self.failed = failed
        }
    }
#endif
