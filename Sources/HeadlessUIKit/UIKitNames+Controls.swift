#if !canImport(UIKit)
    import VirtualTableView

    // MARK: - Controls

    /// UIKit's `UISegmentedControl`: `SegmentedControl`.
    public typealias UISegmentedControl = SegmentedControl
    /// UIKit's `UISlider`: `Slider`.
    public typealias UISlider = Slider
    /// UIKit's `UIStepper`: `Stepper`.
    public typealias UIStepper = Stepper
    /// UIKit's `UIPageControl`: `PageControl`.
    public typealias UIPageControl = PageControl
    /// UIKit's `UIProgressView`: `ProgressView`.
    public typealias UIProgressView = ProgressView
    /// UIKit's `UIDatePicker`: `DatePicker`.
    public typealias UIDatePicker = DatePicker
    /// UIKit's `UIDatePickerStyle`: `DatePicker.Style`.
    public typealias UIDatePickerStyle = DatePicker.Style
    /// UIKit's `UIPickerView`: `PickerView`.
    public typealias UIPickerView = PickerView
    /// UIKit's `UIPickerViewDataSource`: `PickerViewDataSource`.
    public typealias UIPickerViewDataSource = PickerViewDataSource
    /// UIKit's `UIPickerViewDelegate`: `PickerViewDelegate`.
    public typealias UIPickerViewDelegate = PickerViewDelegate
#endif
