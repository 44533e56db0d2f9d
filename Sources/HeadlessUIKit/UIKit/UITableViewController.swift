import Foundation

/// A screen whose view is a table, and which is the table's data source and delegate, as
/// `UITableViewController` (iOS 2).
///
/// A subclass overrides the data source and delegate methods it needs. The first time the
/// screen is about to appear, the table loads its rows, as UIKit documents it.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The screen's table.
  public let tableView: UITableView

  /// A screen with a table of `style`.
  public init(style: UITableView.Style) {
    tableView = UITableView(frame: .zero, style: style)
    super.init(nibName: nil, bundle: nil)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// A table screen from a storyboard: never made here.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view is the table.
  open override func loadView() {
    view = tableView
  }

  /// Before the first appearance, the table loads its rows.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.layoutIfNeeded()
  }

  /// No rows; a subclass says how many.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    0
  }

  /// An empty cell; a subclass dequeues and fills one.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Every row can be edited; a subclass whose rows cannot be swiped away says so.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Nothing; a subclass that deletes rows on a swipe overrides it.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Nothing; a subclass that opens a row overrides it.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
