import Foundation

/// What a view controller met where UIKit raises an exception or logs a warning; recorded
/// into the controller's ``ViewController/errorRecorder`` with nothing changed. Controllers
/// are named by type and title (`NoteDetail "Groceries"`).
public enum ViewControllerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `present` while the presenter already presents another controller (UIKit warns).
    case alreadyPresenting(attempted: String, presenter: String, presented: String)
    /// `present` from a controller whose view is not in a window (UIKit warns).
    case notInWindowHierarchy(attempted: String, presenter: String)
    /// A controller presenting itself or a controller containing it (UIKit raises).
    case presentingItself(String)
    /// Presenting a controller already presented, contained, or a window's root (UIKit raises).
    case alreadyActive(presented: String, presenter: String)
    /// Pushing (or setting in a stack) a navigation controller (UIKit raises).
    case pushingNavigationController(String)
    /// Pushing a controller already on the stack, or a stack listing one twice (UIKit raises).
    case alreadyOnStack(String)
    /// Pushing a controller another container holds.
    case alreadyHasParent(child: String, parent: String)
    /// `popToViewController` with a controller not on the stack (UIKit raises).
    case notOnStack(String)
    /// `addChild` of the controller itself or of one of its containers.
    case containmentCycle(child: String, parent: String)
    /// A second `.cancel` action added to an alert (UIKit raises).
    case secondCancelAction(alert: String, action: String)
    /// `addTextField` on an action sheet (UIKit raises).
    case textFieldInActionSheet(String)
    /// `performSegue(withIdentifier:sender:)` with an identifier the controller never declared
    /// (UIKit raises: "Receiver has no segue with identifier").
    case noSegue(identifier: String, controller: String)
    /// A storyboard asked for a controller it has no factory for (UIKit raises).
    case noViewControllerInStoryboard(identifier: String, storyboard: String)
    /// A document picker completed by a test while it is not presented (a user cannot pick in
    /// a picker that is not on screen).
    case documentPickerNotPresented(String)
    /// A document picker completed with no document, or with several while it does not allow
    /// multiple selection (a user cannot pick so).
    case documentsPickedOutOfSelection(picker: String, count: Int)
    /// A document picker for opening completed with a document of none of its content types
    /// (the picker does not offer such a file), named by its last path component.
    case documentTypeNotOffered(picker: String, document: String, types: [String])
    /// A document picker made with a mode its initializer does not take (`.exportToService`
    /// for `init(documentTypes:in:)`, `.open` for `init(urls:in:)`; UIKit raises).
    case documentPickerModeMismatch(picker: String, mode: String, expected: String)
    /// An image picker completed or cancelled by a test while it is not presented (a user
    /// cannot pick in a picker that is not on screen, nor twice once it is dismissed).
    case imagePickerNotPresented(String)
    /// An image picker's source type set to one the device does not offer (UIKit raises:
    /// "Source type 1 not available"); the type it had is kept.
    case imagePickerSourceTypeUnavailable(picker: String, sourceType: String)
    /// A tab bar controller's `selectedIndex` set outside its `count` tabs (UIKit raises).
    case tabIndexOutOfRange(index: Int, count: Int, tabBarController: String)
    /// A tab bar controller's `selectedViewController` set to a controller that is not one
    /// of its tabs (UIKit raises).
    case notATab(String, tabBarController: String)
    /// A tab bar controller given a list naming a controller twice.
    case duplicateTab(String)

    /// What was wrong, in UIKit's wording where UIKit logs or raises one, and what was expected.
    public var description: String {
        switch self {
        case let .alreadyPresenting(attempted, presenter, presented):
            return "Attempt to present \(attempted) on \(presenter) which is already presenting \(presented); "
                + "dismiss it first (the state is unchanged)"
        case let .notInWindowHierarchy(attempted, presenter):
            return "Attempt to present \(attempted) on \(presenter) whose view is not in the window hierarchy; "
                + "present from a controller on screen"
        case let .presentingItself(name):
            return "Application tried to present modally the active controller \(name) (itself or a container of it)"
        case let .alreadyActive(presented, presenter):
            return "Application tried to present modally \(presented) on \(presenter), but it is already presented, "
                + "contained or a window's root"
        case let .pushingNavigationController(name):
            return "Pushing a navigation controller is not supported (\(name)); push the controllers it would hold"
        case let .alreadyOnStack(name):
            return "Pushing the same view controller instance more than once is not supported (\(name))"
        case let .alreadyHasParent(child, parent):
            return "\(child) is already a child of \(parent); remove it from its parent first"
        case let .notOnStack(name):
            return "Tried to pop to a view controller that doesn't exist (\(name))"
        case let .containmentCycle(child, parent):
            return "\(child) cannot be a child of \(parent): it is the controller itself or contains it"
        case let .secondCancelAction(alert, action):
            return "\(alert) can only have one action with a style of cancel; \"\(action)\" was not added"
        case let .textFieldInActionSheet(alert):
            return "Text fields can only be added to an alert controller of style alert (\(alert) is an action sheet)"
        case let .noSegue(identifier, controller):
            return "Receiver (\(controller)) has no segue with identifier '\(identifier)'; declare it with "
                + "registerSegue(withIdentifier:kind:destination:)"
        case let .noViewControllerInStoryboard(identifier, storyboard):
            return "Storyboard '\(storyboard)' doesn't contain a view controller with identifier '\(identifier)'; "
                + "register one with Storyboard.register(_:identifier:inStoryboardNamed:)"
        case let .documentPickerNotPresented(picker):
            return "\(picker) was completed while not presented; present it before a user picks in it"
        case let .documentsPickedOutOfSelection(picker, count):
            return count == 0
                ? "\(picker) was completed with no document; call cancel() for a user who picks none"
                : "\(picker) was completed with \(count) documents but does not allow multiple selection"
        case let .documentTypeNotOffered(picker, document, types):
            return "\(picker) offers \(types.joined(separator: ", ")); \"\(document)\" is none of them and cannot be picked"
        case let .documentPickerModeMismatch(picker, mode, expected):
            return "\(picker) was made in mode .\(mode); this initializer takes \(expected)"
        case let .imagePickerNotPresented(picker):
            return "\(picker) was completed or cancelled while not presented; present it before a user picks in it"
        case let .imagePickerSourceTypeUnavailable(picker, sourceType):
            return "Source type \(sourceType) not available on \(picker); check isSourceTypeAvailable(_:) "
                + "(headless: the photo library and the saved photos album)"
        case let .tabIndexOutOfRange(index, count, tabs):
            return
                "\(tabs) has no tab at index \(index); it has \(count) (valid indexes 0..<\(count)); the selection is unchanged"
        case let .notATab(controller, tabs):
            return "\(controller) is not one of the tabs of \(tabs); select one of its viewControllers"
        case let .duplicateTab(controller):
            return "\(controller) is listed twice in the tab bar controller's viewControllers; list each controller once"
        }
    }
}
