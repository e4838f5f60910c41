import Foundation
import HeadlessViews

// The keyboard's settings a text field or a search bar carries, as UIKit's
// `UITextInputTraits`. There is no keyboard headless: each value is recorded for a test to
// read, and none changes what typing does.

/// The kind of keyboard a text input shows, as UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, CaseIterable {
    /// The keyboard of the current input method.
    case `default` = 0
    /// Letters and digits of ASCII only.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs: `.`, `/` and `.com` prominent.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A phone's keypad: digits, `*`, `#`.
    case phonePad = 5
    /// A phone's keypad that also types names.
    case namePhonePad = 6
    /// For email addresses: `@` and `.` prominent.
    case emailAddress = 7
    /// Digits and the decimal separator.
    case decimalPad = 8
    /// For posts: `@` and `#` prominent.
    case twitter = 9
    /// For searching: a space and `.` prominent, a Go key.
    case webSearch = 10
    /// Digits 0–9 of ASCII only.
    case asciiCapableNumberPad = 11

    /// UIKit's older name for ``asciiCapable``.
    public static let alphabet = KeyboardType.asciiCapable
}

/// The label of a keyboard's return key, as UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
    /// Return.
    case `default` = 0
    /// Go.
    case go = 1
    /// Google, for a search.
    case google = 2
    /// Join.
    case join = 3
    /// Next.
    case next = 4
    /// Route.
    case route = 5
    /// Search.
    case search = 6
    /// Send.
    case send = 7
    /// Yahoo, for a search.
    case yahoo = 8
    /// Done.
    case done = 9
    /// Emergency Call.
    case emergencyCall = 10
    /// Continue.
    case `continue` = 11
}

/// Which letters the keyboard capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// None.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence, UIKit's default.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether the keyboard corrects words as they are typed, as UIKit's
/// `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
    /// The input method's choice.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}

/// Whether misspelled words are marked, as UIKit's `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
    /// The input method's choice.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}

/// Whether the keyboard turns straight quotes into curly ones, as UIKit's
/// `UITextSmartQuotesType`.
public enum TextSmartQuotesType: Int, Sendable, CaseIterable {
    /// The input method's choice.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}

/// Whether the keyboard turns two hyphens into a dash, as UIKit's `UITextSmartDashesType`.
public enum TextSmartDashesType: Int, Sendable, CaseIterable {
    /// The input method's choice.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}

/// The keyboard's colour scheme, as UIKit's `UIKeyboardAppearance`.
public enum KeyboardAppearance: Int, Sendable, CaseIterable {
    /// The system's.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// UIKit's older name for ``dark``.
    public static let alert = KeyboardAppearance.dark
}

/// What a text input holds, for autofill, as UIKit's `UITextContentType`.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The identifier, as UIKit's.
    public let rawValue: String
    /// A content type of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type of `rawValue`, as Swift imports UIKit's string enumerations.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = TextContentType("name")
    /// A given name.
    public static let givenName = TextContentType("given-name")
    /// A family name.
    public static let familyName = TextContentType("family-name")
    /// A nickname.
    public static let nickname = TextContentType("nickname")
    /// An organisation's name.
    public static let organizationName = TextContentType("organization")
    /// A street address, in full.
    public static let fullStreetAddress = TextContentType("street-address")
    /// A city.
    public static let addressCity = TextContentType("address-level2")
    /// A postal code.
    public static let postalCode = TextContentType("postal-code")
    /// A country's name.
    public static let countryName = TextContentType("country-name")
    /// A phone number.
    public static let telephoneNumber = TextContentType("tel")
    /// An email address.
    public static let emailAddress = TextContentType("email")
    /// A URL.
    public static let URL = TextContentType("url")
    /// A card number.
    public static let creditCardNumber = TextContentType("cc-number")
    /// An account's user name.
    public static let username = TextContentType("username")
    /// An account's password.
    public static let password = TextContentType("password")
    /// A new password, for an account being made or a password being changed.
    public static let newPassword = TextContentType("new-password")
    /// A one-time code, as sent by text message.
    public static let oneTimeCode = TextContentType("one-time-code")
}
