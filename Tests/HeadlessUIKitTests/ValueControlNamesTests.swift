import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A playback settings screen as UIKit apps write one: a slider and a stepper in cells, page
/// dots and a progress bar in the header, a size field whose keyboard is a wheel picker and a
/// reminder field whose keyboard is a date picker.
@MainActor
private final class PlaybackSettingsScreen: UITableViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let speed = UISlider(frame: CGRect(x: 0, y: 0, width: 150, height: 31))
    let skip = UIStepper()
    let pages = UIPageControl()
    let download = UIProgressView(progressViewStyle: .default)
    let sizeField = UITextField()
    let sizes = UIPickerView()
    let reminder = UIDatePicker()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        speed.minimumValue = 0.5
        speed.maximumValue = 2
        speed.value = 1
        speed.addAction(UIAction { [unowned self] _ in log.append("speed \(speed.value)") }, for: .valueChanged)
        skip.stepValue = 15
        skip.maximumValue = 60
        skip.addAction(UIAction { [unowned self] _ in log.append("skip \(Int(skip.value))") }, for: .valueChanged)
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = .systemBlue
        download.setProgress(0.4, animated: false)
        download.progressTintColor = .systemGreen
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        pages.frame = CGRect(x: 136, y: 0, width: 48, height: 26)
        download.frame = CGRect(x: 16, y: 30, width: 288, height: 4)
        header.addSubview(pages)
        header.addSubview(download)
        tableView.tableHeaderView = header
        sizes.dataSource = self
        sizes.delegate = self
        sizeField.inputView = sizes
        reminder.datePickerMode = .time
        reminder.preferredDatePickerStyle = .wheels
        reminder.minuteInterval = 5
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = indexPath.row == 0 ? "Speed" : "Skip"
        cell.accessoryView = indexPath.row == 0 ? speed : skip
        return cell
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        ["Small", "Medium", "Large"][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        sizeField.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        log.append("size \(sizeField.text ?? "")")
    }
}

@MainActor
struct ValueControlNamesTests {
    @Test func aSettingsScreensControlsShowInTheRenderAndReportTheirChanges() throws {
        let screen = PlaybackSettingsScreen(style: .insetGrouped)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        let render = harness.render()
        #expect(render.contains("[slider 1.00]"), "\(render)")
        #expect(render.contains("(− 0 +)"), "\(render)")
        // The render draws rows, not the table's header view: its text is read on its own.
        let header = ScrollHarness.renderedText(of: try #require(screen.tableView.tableHeaderView)).joined(separator: "\n")
        #expect(header.contains("●○○"), "\(header)")
        #expect(header.contains("[progress 40%]"), "\(header)")

        screen.speed.slide(to: 1.5)
        screen.skip.increment()
        screen.sizes.pick(row: 2, inComponent: 0)
        expectEqual(screen.log, ["speed 1.5", "skip 15", "size Large"])
        expectEqual(screen.sizeField.text, "Large")
        #expect(screen.sizeField.inputView === screen.sizes)
        #expect(screen.reminder.datePickerStyle == .wheels && screen.reminder.minuteInterval == 5)
        #expect(harness.render().contains("[slider 1.50]"))
    }
}
