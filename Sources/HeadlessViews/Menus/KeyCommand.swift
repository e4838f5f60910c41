import Foundation

/// A hardware-keyboard shortcut a responder handles, as UIKit's `UIKeyCommand`: an input (a
/// character or one of the special inputs such as ``inputUpArrow``), modifier flags and the
/// action's selector. Responders list theirs in ``Responder/keyCommands``.
///
/// There is no hardware keyboard headless, and a selector cannot be sent off Apple platforms:
/// a key command is kept for tests to read and for code shared with the device.
public final class KeyCommand: MenuElement {
    /// The key's character, or one of the special inputs.
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: KeyModifierFlags
    /// The action sent to the responder that handles the command.
    public let action: Selector?
    /// The title the keyboard shortcuts overlay shows, as UIKit's `discoverabilityTitle`.
    public var discoverabilityTitle: String?
    /// Whether the command wins over the system's own use of the key, as UIKit's
    /// `wantsPriorityOverSystemBehavior`: false by default.
    public var wantsPriorityOverSystemBehavior = false

    /// A command for `input` with `modifierFlags` sending `action`, as UIKit's
    /// `init(input:modifierFlags:action:)`.
    public init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.propertyList = nil
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A titled command, as UIKit's
    /// `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`
    /// without the alternates (the package has no `UICommandAlternate`).
    public init(
        title: String = "", image: Image? = nil, action: Selector, input: String, modifierFlags: KeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
        state: MenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }

    /// A value the command carries for its action, as UIKit's `propertyList`; nil by default.
    public let propertyList: Any?
    /// How the command shows in a menu, as UIKit's `attributes`; none by default.
    public var attributes: MenuElement.Attributes = []
    /// Whether the command shows a checkmark in a menu, as UIKit's `state`; off by default.
    public var state: MenuElement.State = .off

    /// The up arrow, as UIKit's `inputUpArrow`.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow, as UIKit's `inputDownArrow`.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow, as UIKit's `inputLeftArrow`.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow, as UIKit's `inputRightArrow`.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The escape key, as UIKit's `inputEscape`.
    public static let inputEscape = "UIKeyInputEscape"
    /// Page up, as UIKit's `inputPageUp`.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// Page down, as UIKit's `inputPageDown`.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// Home, as UIKit's `inputHome`.
    public static let inputHome = "UIKeyInputHome"
    /// End, as UIKit's `inputEnd`.
    public static let inputEnd = "UIKeyInputEnd"
    /// Delete, as UIKit's `inputDelete`.
    public static let inputDelete = "UIKeyInputDelete"
}

/// The modifier keys of a key command or event, as UIKit's `UIKeyModifierFlags`, with
/// UIKit's bits.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Flags with these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps lock.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
