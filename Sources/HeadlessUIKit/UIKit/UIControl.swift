// The controls a person acts on: buttons and text fields, and the actions they send.

/// What a control does when a person uses it: a title, an image and a closure, as `UIAction`
/// (iOS 13, on controls iOS 14).
@MainActor
public final class UIAction {
  /// The action's title.
  public let title: String
  /// The action's image.
  public let image: UIImage?
  /// The closure that runs when the action is performed.
  let handler: UIActionHandler

  /// An action that runs `handler`.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}

/// The closure of a ``UIAction``.
///
/// UIKit declares it `(UIAction) -> Void` in its main-actor API; here the main actor is
/// spelled out, as Swift 6 needs it to be.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A view a person acts on, which sends actions for events, as `UIControl` (iOS 2).
@MainActor
open class UIControl: UIView {
  /// The events a control sends actions for, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The events' bits.
    public let rawValue: UInt
    /// The events with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A switch or slider changed its value.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: a button tapped, Return in a text field (iOS 9).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A text field began editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field ended editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The person pressed Return in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  /// The states a control's title and image are set for, as `UIControl.State`.
  public struct State: OptionSet, Sendable {
    /// The states' bits.
    public let rawValue: UInt
    /// The states with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The state of a control nobody touches.
    public static let normal = State([])
  }

  private var actions: [(action: UIAction, events: Event)] = []

  /// Runs `action` whenever the control sends one of `controlEvents` (iOS 14).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Performs the actions added for any of `controlEvents`, in the order they were added.
  public func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

/// A button, as `UIButton` (iOS 2).
@MainActor
open class UIButton: UIControl {
  /// The look of a button; every type looks alike here.
  public enum ButtonType: Sendable {
    /// The standard button.
    case system
    /// A button drawn by the app.
    case custom
  }

  /// The button's title.
  public private(set) var currentTitle: String?
  /// The button's image.
  public private(set) var currentImage: UIImage?

  /// A button of `buttonType` that performs `primaryAction` when tapped, showing the action's
  /// title and image (iOS 14).
  public init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    super.init(frame: .zero)
    if let primaryAction {
      currentTitle = primaryAction.title.isEmpty ? nil : primaryAction.title
      currentImage = primaryAction.image
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Shows `title`; here every state shows the same.
  public func setTitle(_ title: String?, for state: State) {
    currentTitle = title
  }

  /// Shows `image`; here every state shows the same.
  public func setImage(_ image: UIImage?, for state: State) {
    currentImage = image
  }

  /// What a person's tap sends: a touch up inside, and the button's primary action.
  package func tap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}

/// A field a person types a line into, as `UITextField` (iOS 2).
@MainActor
open class UITextField: UIControl {
  /// The text in the field.
  public var text: String? = ""
  /// The grey text the empty field shows, which says what to type.
  public var placeholder: String?

  /// Whether the person is editing the field's text: from the first key typed until Return.
  public private(set) var isEditing = false

  /// What a person's typing sends: the new text, then Return.
  package func type(_ newText: String) {
    enter(newText)
    pressReturn()
  }

  /// What a person's typing sends before Return: editing begins, and the text changes.
  package func enter(_ newText: String) {
    if !isEditing {
      isEditing = true
      sendActions(for: .editingDidBegin)
    }
    text = newText
    sendActions(for: .editingChanged)
  }

  /// Return: the field's action for it runs, and editing ends.
  package func pressReturn() {
    sendActions(for: .editingDidEndOnExit)
    isEditing = false
    sendActions(for: .editingDidEnd)
  }
}
