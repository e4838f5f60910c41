// The liaison's users write against this module; it brings the table's types with it.
@_exported import VirtualTableView
