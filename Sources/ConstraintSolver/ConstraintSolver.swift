// The Cassowary solver behind the Auto Layout engine of VirtualTableView. Its declarations
// have `package` access: the layers above reach it only through NSLayoutConstraint and views.
