import Foundation

/// UIKit's semantic and system colours, with the values UIKit gives them in the light
/// appearance (there is one appearance headless). Each prints as its UIKit name, so a test
/// or a render that records a colour reads `secondaryLabel`, not its components.
extension Color {
    /// The primary text colour: black.
    public static let label = Color(components255: (0, 0, 0), alpha: 1, name: "label")
    /// Secondary text: gray (60, 60, 67) at 60% opacity.
    public static let secondaryLabel = Color(components255: (60, 60, 67), alpha: 0.6, name: "secondaryLabel")
    /// Tertiary text: gray (60, 60, 67) at 30% opacity.
    public static let tertiaryLabel = Color(components255: (60, 60, 67), alpha: 0.3, name: "tertiaryLabel")
    /// Quaternary text: gray (60, 60, 67) at 18% opacity.
    public static let quaternaryLabel = Color(components255: (60, 60, 67), alpha: 0.18, name: "quaternaryLabel")
    /// Placeholder text: gray (60, 60, 67) at 30% opacity.
    public static let placeholderText = Color(components255: (60, 60, 67), alpha: 0.3, name: "placeholderText")
    /// Links: blue (0, 122, 255).
    public static let link = Color(components255: (0, 122, 255), alpha: 1, name: "link")
    /// The background of a plain screen: white.
    public static let systemBackground = Color(components255: (255, 255, 255), alpha: 1, name: "systemBackground")
    /// Content layered on `systemBackground`: (242, 242, 247).
    public static let secondarySystemBackground = Color(
        components255: (242, 242, 247), alpha: 1, name: "secondarySystemBackground")
    /// Content layered on `secondarySystemBackground`: white.
    public static let tertiarySystemBackground = Color(components255: (255, 255, 255), alpha: 1, name: "tertiarySystemBackground")
    /// The background of a grouped table: (242, 242, 247).
    public static let systemGroupedBackground = Color(components255: (242, 242, 247), alpha: 1, name: "systemGroupedBackground")
    /// The cells of a grouped table: white.
    public static let secondarySystemGroupedBackground = Color(
        components255: (255, 255, 255), alpha: 1, name: "secondarySystemGroupedBackground")
    /// Content layered on `secondarySystemGroupedBackground`: (242, 242, 247).
    public static let tertiarySystemGroupedBackground = Color(
        components255: (242, 242, 247), alpha: 1, name: "tertiarySystemGroupedBackground")
    /// Separators, which let the content show through: (60, 60, 67) at 29% opacity.
    public static let separator = Color(components255: (60, 60, 67), alpha: 0.29, name: "separator")
    /// Separators that hide the content: (198, 198, 200).
    public static let opaqueSeparator = Color(components255: (198, 198, 200), alpha: 1, name: "opaqueSeparator")
    /// Fills of thin and small shapes: (120, 120, 128) at 20% opacity.
    public static let systemFill = Color(components255: (120, 120, 128), alpha: 0.2, name: "systemFill")
    /// Fills of medium shapes: (120, 120, 128) at 16% opacity.
    public static let secondarySystemFill = Color(components255: (120, 120, 128), alpha: 0.16, name: "secondarySystemFill")
    /// Fills of large shapes: (118, 118, 128) at 12% opacity.
    public static let tertiarySystemFill = Color(components255: (118, 118, 128), alpha: 0.12, name: "tertiarySystemFill")
    /// Fills of large areas: (116, 116, 128) at 8% opacity.
    public static let quaternarySystemFill = Color(components255: (116, 116, 128), alpha: 0.08, name: "quaternarySystemFill")
    /// System blue: (0, 122, 255).
    public static let systemBlue = Color(components255: (0, 122, 255), alpha: 1, name: "systemBlue")
    /// System red: (255, 59, 48).
    public static let systemRed = Color(components255: (255, 59, 48), alpha: 1, name: "systemRed")
    /// System green: (52, 199, 89).
    public static let systemGreen = Color(components255: (52, 199, 89), alpha: 1, name: "systemGreen")
    /// System orange: (255, 149, 0).
    public static let systemOrange = Color(components255: (255, 149, 0), alpha: 1, name: "systemOrange")
    /// System yellow: (255, 204, 0).
    public static let systemYellow = Color(components255: (255, 204, 0), alpha: 1, name: "systemYellow")
    /// System pink: (255, 45, 85).
    public static let systemPink = Color(components255: (255, 45, 85), alpha: 1, name: "systemPink")
    /// System purple: (175, 82, 222).
    public static let systemPurple = Color(components255: (175, 82, 222), alpha: 1, name: "systemPurple")
    /// System teal: (48, 176, 199).
    public static let systemTeal = Color(components255: (48, 176, 199), alpha: 1, name: "systemTeal")
    /// System indigo: (88, 86, 214).
    public static let systemIndigo = Color(components255: (88, 86, 214), alpha: 1, name: "systemIndigo")
    /// System brown: (162, 132, 94).
    public static let systemBrown = Color(components255: (162, 132, 94), alpha: 1, name: "systemBrown")
    /// System mint: (0, 199, 190).
    public static let systemMint = Color(components255: (0, 199, 190), alpha: 1, name: "systemMint")
    /// System cyan: (50, 173, 230).
    public static let systemCyan = Color(components255: (50, 173, 230), alpha: 1, name: "systemCyan")
    /// System gray: (142, 142, 147).
    public static let systemGray = Color(components255: (142, 142, 147), alpha: 1, name: "systemGray")
    /// The second system gray: (174, 174, 178).
    public static let systemGray2 = Color(components255: (174, 174, 178), alpha: 1, name: "systemGray2")
    /// The third system gray: (199, 199, 204).
    public static let systemGray3 = Color(components255: (199, 199, 204), alpha: 1, name: "systemGray3")
    /// The fourth system gray: (209, 209, 214).
    public static let systemGray4 = Color(components255: (209, 209, 214), alpha: 1, name: "systemGray4")
    /// The fifth system gray: (229, 229, 234).
    public static let systemGray5 = Color(components255: (229, 229, 234), alpha: 1, name: "systemGray5")
    /// The sixth system gray: (242, 242, 247).
    public static let systemGray6 = Color(components255: (242, 242, 247), alpha: 1, name: "systemGray6")

    /// A colour from components in 0…255, as design tools and UIKit's documentation give them.
    private convenience init(components255 components: (Double, Double, Double), alpha: Double, name: String) {
        self.init(
            red: components.0 / 255, green: components.1 / 255, blue: components.2 / 255, alpha: alpha, name: name)
    }
}
