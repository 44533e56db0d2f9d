import HeadlessUIKit
import Testing

/// The stand-in's UIKit API behaves as UIKit documents it where a lesson's data flow depends on
/// it: the lifecycle a navigation controller calls, the table's first load, registered cells,
/// and the events controls send.
@MainActor
struct UIKitAPITests {
  @Test func aPushAndAPopCallEveryWillBeforeAnyDid() {
    var calls: [String] = []
    let list = RecordingController(name: "list") { calls.append($0) }
    let detail = RecordingController(name: "detail") { calls.append($0) }
    let navigation = UINavigationController(rootViewController: list)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    #expect(calls == ["list loaded", "list willAppear", "list didAppear"])
    calls = []
    navigation.pushViewController(detail, animated: true)
    #expect(
      calls == [
        "list willDisappear", "detail loaded", "detail willAppear", "list didDisappear",
        "detail didAppear",
      ])
    #expect(detail.navigationController === navigation)
    calls = []
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(
      calls == ["detail willDisappear", "list willAppear", "detail didDisappear", "list didAppear"])
    #expect(detail.navigationController == nil)
    #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
  }

  @Test func aStackThatIsNotOnScreenCallsNoLifecycle() {
    var calls: [String] = []
    let navigation = UINavigationController(
      rootViewController: RecordingController(name: "list") { calls.append($0) })
    navigation.pushViewController(
      RecordingController(name: "detail") { calls.append($0) }, animated: false)
    #expect(calls.isEmpty)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func aTableLoadsItsRowsWhenItsScreenFirstAppearsAndNotBefore() {
    let list = NumbersController(count: 3)
    let navigation = UINavigationController(rootViewController: list)
    list.loadViewIfNeeded()
    #expect(list.tableView.numberOfRows(inSection: 0) == 0)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    #expect(list.tableView.numberOfRows(inSection: 0) == 3)
    #expect(list.cellsMade == 3)
    list.count = 4
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    #expect(list.tableView.numberOfRows(inSection: 0) == 3, "it loads once; later it is told")
  }

  @Test func aDequeuedCellIsOfTheRegisteredClassAndShowsItsConfiguration() {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
    let cell = table.dequeueReusableCell(
      withIdentifier: "badge", for: IndexPath(row: 2, section: 0))
    #expect(cell is BadgeCell)
    #expect(cell.reuseIdentifier == "badge")
    var content = cell.defaultContentConfiguration()
    content.text = "Renew passport"
    content.image = UIImage(systemName: "star.fill")
    cell.contentConfiguration = content
    cell.accessibilityIdentifier = "t2"
    #expect(
      cell.shownContent
        == CellContent(identifier: "t2", text: "Renew passport", imageName: "star.fill"))
  }

  @Test func anIndexPathHasARowAndASection() {
    let path = IndexPath(row: 4, section: 1)
    #expect(path.row == 4)
    #expect(path.section == 1)
  }

  @Test func aButtonTapRunsItsPrimaryActionAndReturnInAFieldRunsItsEndOnExitAction() {
    var ran: [String] = []
    let button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Delete") { _ in
        ran.append("delete")
      })
    #expect(button.currentTitle == "Delete")
    let field = UITextField()
    field.addAction(
      UIAction { _ in ran.append("return: \(field.text ?? "")") }, for: .editingDidEndOnExit)
    field.addAction(UIAction { _ in ran.append("tap") }, for: .touchUpInside)
    button.tap()
    field.type("Buy milk")
    #expect(ran == ["delete", "return: Buy milk"])
  }

  @Test func theSharedApplicationIsTheOneTheHostLastActedOn() {
    let first = UIApplication(delegate: EmptyAppDelegate())
    let second = UIApplication(delegate: EmptyAppDelegate())
    first.becomeShared()
    #expect(UIApplication.shared === first)
    second.becomeShared()
    #expect(UIApplication.shared === second)
  }
}

/// A screen that reports each lifecycle call.
private final class RecordingController: UIViewController {
  let name: String
  let record: (String) -> Void

  init(name: String, record: @escaping (String) -> Void) {
    self.name = name
    self.record = record
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() { record("\(name) loaded") }
  override func viewWillAppear(_ animated: Bool) { record("\(name) willAppear") }
  override func viewDidAppear(_ animated: Bool) { record("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) { record("\(name) willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { record("\(name) didDisappear") }
}

/// A table of numbered rows that counts the cells it makes.
private final class NumbersController: UITableViewController {
  var count: Int
  private(set) var cellsMade = 0

  init(count: Int) {
    self.count = count
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    cellsMade += 1
    return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}

private final class BadgeCell: UITableViewCell {}

private final class EmptyAppDelegate: UIResponder, UIApplicationDelegate {}
