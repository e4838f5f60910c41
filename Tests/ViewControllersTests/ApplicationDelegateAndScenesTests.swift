import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// An app delegate that writes down the failures to register for remote notifications.
@MainActor
private final class RegistrationDelegate: Responder, ApplicationDelegate {
    var window: Window?
    var failures: [any Error] = []
    func application(_ application: Application, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        failures.append(error)
    }
}

/// A delegate implementing nothing: the defaults answer.
@MainActor
private final class SilentDelegate: ApplicationDelegate {}

/// The app's delegate, its one scene and the windows in it.
@MainActor
struct ApplicationDelegateAndScenesTests {
    @Test func registeringForRemoteNotificationsTellsTheDelegateOfTheFailureOnTheNextTurnNotInTheCall() throws {
        let app = Application.shared
        let delegate = RegistrationDelegate()
        app.delegate = delegate
        defer {
            app.delegate = nil
            app.unregisterForRemoteNotifications()
        }
        let harness = ScrollHarness(rootViewController: ViewController(), size: CGSize(width: 320, height: 480))
        var failuresInTheCall: Int?
        harness.schedule(afterFrames: 1) {
            app.registerForRemoteNotifications()
            failuresInTheCall = delegate.failures.count
        }
        harness.advance(frames: 1)
        expectEqual(failuresInTheCall, 0)
        #expect(app.isRegisteredForRemoteNotifications)
        let failure = try #require(delegate.failures.first as? CocoaError)
        expectEqual(failure.code.rawValue, 3010)
        #expect(failure.localizedDescription.contains("no push service"))
    }

    @Test func theDelegateIsTheOneSetAndItsDefaultsAnswerAsUIKitDoes() throws {
        let app = Application.shared
        let silent = SilentDelegate()
        app.delegate = silent
        defer { app.delegate = nil }
        #expect(app.delegate === silent)
        // The default window ignores a set; an app's stored property keeps it.
        silent.window = Window()
        #expect(silent.window == nil)
        let url = try #require(URL(string: "notes://open"))
        #expect(silent.application(app, didFinishLaunchingWithOptions: [.url: url]))
        #expect(!silent.application(app, open: url, options: [.sourceApplication: "com.example"]))
        #expect(silent.application(app, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        let stored = RegistrationDelegate()
        app.delegate = stored
        stored.window = Window()
        #expect(app.delegate?.window === stored.window && stored.window != nil)
        expectEqual(Application.LaunchOptionsKey.remoteNotification.rawValue, "UIApplicationLaunchOptionsRemoteNotificationKey")
        expectEqual(Application.OpenURLOptionsKey.openInPlace.rawValue, "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    @Test func theHarnessWindowJoinsTheAppsOneSceneAsItsKeyWindowAndLeavesItWhenMoved() throws {
        let app = Application.shared
        let harness = ScrollHarness(rootViewController: ViewController(), size: CGSize(width: 320, height: 480))
        let window = try #require(harness.window)
        let scene = try #require(window.windowScene)
        #expect(app.connectedScenes == [scene])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.windows.contains { $0 === window })
        #expect(scene.keyWindow === window && app.keyWindow === window)
        #expect(app.windows.contains { $0 === window })
        // The responder chain goes up through the scene to the app, as UIKit's.
        #expect(window.next === scene && scene.next === app)
        window.windowScene = nil
        #expect(!scene.windows.contains { $0 === window })
        #expect(scene.keyWindow !== window)
        #expect(window.next === app)
    }

    @Test func aWindowMadeKeyLaterBecomesTheScenesKeyWindowAndAFreedOneLeavesTheList() throws {
        let scene = WindowScene.main
        let first = Window(windowScene: scene)
        #expect(scene.windows.contains { $0 === first } && scene.keyWindow !== first)
        first.makeKeyAndVisible()
        #expect(scene.keyWindow === first)
        weak var freed: Window?
        do {
            let second = Window()
            freed = second
            second.makeKeyAndVisible()
            #expect(second.windowScene === scene && scene.keyWindow === second)
            second.windowScene = nil
        }
        #expect(freed == nil)
        let count = scene.windows.count
        do {
            let third = Window(windowScene: scene)
            #expect(scene.windows.count == count + 1 && third.windowScene === scene)
        }
        #expect(scene.windows.count == count)
        first.windowScene = nil
    }
}
