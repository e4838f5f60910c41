// The umbrella of the headless table: one import brings the view layer, the system services,
// the table, text input and the table's diffable data sources, as `import VirtualTableView`
// did before they became modules of their own (NIO kept `import NIO` working the same way
// when it split into NIOCore and NIOPosix).
@_exported import DiffableDataSources
@_exported import HeadlessSystem
@_exported import HeadlessTable
@_exported import HeadlessTextInput
@_exported import HeadlessViews
