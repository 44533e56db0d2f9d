import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// A chapter: one strategy for keeping list and detail in sync, assembled into an app.
///
/// An instance is one launch of the app. It is created once per launch, which is the lifetime
/// `@State` on a SwiftUI `App` gives, and it makes every screen of every scene. The runner, the
/// tests and the benchmarks all drive a chapter through this protocol.
///
/// The type that conforms is the chapter's correct app. Each of its other variants is a subclass
/// that overrides the one factory whose product differs: a mistake in the chapter's `Pitfalls/`
/// folder, a costly or other correct design in `Alternatives/`. The correct app carries no switch
/// for any of them. The chapter's executable calls this protocol's ``main()``.
@MainActor
public protocol ChapterApp: AnyObject, Sendable {
  /// The executable's name, which is what `swift run` takes.
  nonisolated static var name: String { get }
  /// A short title, such as "One shared observable object".
  static var title: String { get }
  /// A few paragraphs printed before the story: the idea, and what to watch for.
  static var readMe: String { get }
  /// The variants; the first one is the correct app, and the default.
  nonisolated static var variants: [ChapterVariant] { get }

  /// The chapter's own words in the other languages: its title, its readMe and each variant's
  /// summary.
  nonisolated static var translations: [Language: ChapterTranslation] { get }

  /// The chapter's own lines beyond its translations — what its transcript traces under each
  /// step, what its storage says — by key, one table per language; the English table has every
  /// key, and a test holds the others to it.
  nonisolated static var ownWords: [Language: [String: String]] { get }

  /// The folder of `Examples/Apple` whose Apple app links this chapter's lesson files, each
  /// mistake and alternative among them; `nil` while the Apple app has a copy of its own.
  nonisolated static var appleAppFolder: String? { get }

  /// Assembles the app: creates what the screens share and puts it into `environment`.
  init(repository: any TodoRepository, environment: AppEnvironment)

  /// Creates the root list screen of a new scene.
  func makeListScreen(context: ScreenContext) -> any ListScreen

  /// Creates a detail screen for a todo, from its id.
  func makeDetailScreen(todoID: TodoID, context: ScreenContext) -> any DetailScreen

  /// A server push: `change` has just been written to the data source, on a background thread.
  /// The chapter announces it through its own mechanism and hops to the main actor as it does.
  nonisolated func remoteChangeDidArrive(_ change: TodoChange)
}

extension ChapterApp {
  /// The variant `--variant` names, or `nil` when there is none by that name.
  public nonisolated static func variant(named name: String) -> ChapterVariant? {
    variants.first { $0.name == name }
  }

  /// The variant used when none is named: the correct app.
  public nonisolated static var defaultVariant: ChapterVariant {
    variants[0]
  }

  /// The chapter's title in `language`; in English when it has none there.
  public static func title(in language: Language) -> String {
    translations[language]?.title ?? title
  }

  /// The chapter's readMe in `language`; in English when it has none there.
  public static func readMe(in language: Language) -> String {
    translations[language]?.readMe ?? readMe
  }

  /// The readMe's first paragraph in `language`: what the chapter's app does.
  ///
  /// The paragraphs after it point at steps of the chapter's own story, so a variant's run,
  /// which plays the story of its mistake, shows this one alone.
  public static func readMeSummary(in language: Language) -> String {
    let readMe = readMe(in: language).trimmingCharacters(in: .whitespacesAndNewlines)
    return readMe.components(separatedBy: "\n\n").first ?? readMe
  }

  /// A chapter that traces and stores nothing of its own has no lines of its own.
  public nonisolated static var ownWords: [Language: [String: String]] { [:] }

  /// A chapter whose Apple app has a copy of its own links none of its files.
  public nonisolated static var appleAppFolder: String? { nil }

  /// The chapter's own line `key`, its placeholders filled, in `language`.
  public nonisolated static func ownLine(
    _ key: String, _ arguments: [String: String] = [:], in language: Language
  ) -> String {
    Message(key, arguments).text(in: language, adding: ownWords)
  }

  /// What `variant` does, in `language`; in English when it has no summary there.
  public nonisolated static func summary(of variant: ChapterVariant, in language: Language)
    -> String
  {
    translations[language]?.variantSummaries[variant.name] ?? variant.summary
  }
}

/// What a variant is, as `--list-variants` prints it.
public enum VariantKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// Every screen shows every change; the cost per edit does not grow with the list.
  case inSync = "in sync"
  /// Every screen shows every change, but each edit costs more as the list grows: the easy
  /// version people write first.
  case costly
  /// Reproduces a pitfall: some screen goes stale, or something is never released.
  case broken
}

/// How a broken variant shows its mistake.
public enum Symptom: Hashable, Sendable {
  /// Some screen goes stale: the output of the named scenario (``NamedScenario``) differs from
  /// the reference model's.
  case divergesIn(scenario: String)
  /// Every screen shows the right values, but the screens of a closed scene are never released
  /// and go on receiving changes: a leak that no screen shows.
  case keepsClosedScreensAlive
}

/// One way the app can be built: the chapter's correct version, a costly one, or a pitfall.
public struct ChapterVariant: Hashable, Sendable {
  /// What `--variant` takes, such as `view-only-patch`.
  public let name: String
  /// One line that says what this variant does and, for a broken one, how it goes wrong.
  public let summary: String
  /// In sync, costly or broken.
  public let kind: VariantKind
  /// For a broken variant, how its mistake shows; `nil` for the others.
  public let symptom: Symptom?
  /// The app type that builds this variant: the correct app, or one of its subclasses.
  public let app: any ChapterApp.Type

  /// A variant that keeps every screen in sync at a cost that does not grow with the list.
  public static func inSync(_ name: String, _ summary: String, app: any ChapterApp.Type) -> Self {
    Self(name: name, summary: summary, kind: .inSync, symptom: nil, app: app)
  }

  /// A variant that keeps every screen in sync, at a cost per edit that grows with the list.
  public static func costly(_ name: String, _ summary: String, app: any ChapterApp.Type) -> Self {
    Self(name: name, summary: summary, kind: .costly, symptom: nil, app: app)
  }

  /// A variant that reproduces a pitfall, and the named scenario whose output shows it.
  public static func broken(
    _ name: String, _ summary: String, shownBy symptomScenario: String, app: any ChapterApp.Type
  ) -> Self {
    Self(
      name: name, summary: summary, kind: .broken,
      symptom: .divergesIn(scenario: symptomScenario), app: app)
  }

  /// A variant that reproduces a leak: every screen stays right, and closed screens stay alive.
  public static func leaking(_ name: String, _ summary: String, app: any ChapterApp.Type) -> Self {
    Self(name: name, summary: summary, kind: .broken, symptom: .keepsClosedScreensAlive, app: app)
  }

  /// Where a variant other than the chapter's default is written, from the package's root: a
  /// mistake in `Pitfalls/`, an alternative in `Alternatives/`, each in a file of its name.
  public func sourceFile(inChapter chapterName: String) -> String {
    let folder = kind == .broken ? "Pitfalls" : "Alternatives"
    return "Sources/\(chapterName)/\(folder)/\(name).swift"
  }

  /// The same file in the Apple app of `Examples/Apple/<appleAppFolder>`, which links it.
  public func appleAppFile(inFolder appleAppFolder: String) -> String {
    "Examples/Apple/\(appleAppFolder)/\(name).swift"
  }

  /// The command that writes a copy of the chapter's Apple app (Examples/Apple/Apps) with this
  /// variant in place, for Xcode on a Mac.
  public func appleAppCommand(inChapter chapterName: String) -> String {
    "Examples/Apple/Apps/variant.sh \(chapterName) \(name)"
  }

  /// For a variant whose screens go stale, the named scenario that shows it.
  public var symptomScenario: String? {
    guard case .divergesIn(let scenario) = symptom else { return nil }
    return scenario
  }

  /// For a broken variant, the named scenario its run plays instead of the story: the one its
  /// screens go stale in, or, for a leak, one that closes a scene and then changes what it
  /// showed.
  public var symptomStory: NamedScenario? {
    switch symptom {
    case .divergesIn(let scenario): NamedScenario.named(scenario)
    case .keepsClosedScreensAlive: NamedScenario.named("close-a-scene")
    case nil: nil
    }
  }

  /// Whether the variant keeps every screen in sync (the comparison tests expect it to).
  public var keepsScreensInSync: Bool {
    kind != .broken
  }

  /// Variants are told apart by name.
  public static func == (lhs: ChapterVariant, rhs: ChapterVariant) -> Bool {
    lhs.name == rhs.name && ObjectIdentifier(lhs.app) == ObjectIdentifier(rhs.app)
  }

  /// Hashes the name, which is unique within a chapter.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}

/// A chapter's own words in one more language: its title, its readMe, and what each variant
/// does.
///
/// The words every chapter shares are in the message tables of ScenarioLanguage; these are the
/// ones only the chapter has. A test keeps the readMe and every variant's summary in every
/// language.
public struct ChapterTranslation: Sendable {
  /// The chapter's title, as the chapter doc's heading has it.
  public let title: String
  /// The paragraphs printed before the story.
  public let readMe: String
  /// What each variant does, by variant name.
  public let variantSummaries: [String: String]

  /// The title, the readMe and the variants' summaries.
  public init(title: String, readMe: String, variantSummaries: [String: String]) {
    self.title = title
    self.readMe = readMe
    self.variantSummaries = variantSummaries
  }
}
