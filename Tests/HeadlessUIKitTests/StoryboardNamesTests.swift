import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A list that shows a detail through a segue, as storyboard-based app code does.
@MainActor
private final class RecipesController: UITableViewController {
    let recipes = ["Soup", "Bread"]

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Recipes", image: nil, tag: 1)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showRecipe", sender: recipes[indexPath.row])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showRecipe", let detail = segue.destination as? RecipeController {
            detail.recipe = sender as? String
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.tableView.reloadData() }
    }
}

@MainActor
private final class RecipeController: UIViewController {
    var recipe: String? { didSet { title = recipe } }
}

@MainActor
@Suite(.serialized)
struct StoryboardNamesTests {
    @Test func aRowTapRunsTheSegueThatCarriesTheRecipeToItsScreen() throws {
        UIStoryboard.removeAllRegistrations()
        defer { UIStoryboard.removeAllRegistrations() }
        UIStoryboard.register({ RecipesController(style: .plain) }, identifier: "Recipes", inStoryboardNamed: "Main")
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "Recipes") as? RecipesController)
        list.registerSegue(withIdentifier: "showRecipe") { RecipeController() }
        let navigation = UINavigationController(rootViewController: list)
        let harness = ScrollHarness(rootViewController: navigation)

        try harness.tap(row: IndexPath(row: 1, section: 0))

        let detail = try #require(navigation.topViewController as? RecipeController)
        expectEqual(detail.recipe, "Bread")
        expectEqual(list.tabBarItem.title, "Recipes")
        expectEqual(list.preferredStatusBarStyle, .lightContent)
        #expect(list.storyboard === storyboard)
    }
}
