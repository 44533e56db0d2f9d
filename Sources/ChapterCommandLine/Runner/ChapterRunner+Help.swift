import ChapterBenchmark
import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

// What `--help`, `--version` and `--list-variants` print.

extension ChapterRunner {
  /// The project's version, which `--version` prints after the chapter's name: raised by hand
  /// when a round of changes lands.
  public static let projectVersion = "0.9.0"

  /// The variants, one a line: name, kind, summary, and which is the default.
  @MainActor
  static func variantList(
    _ chapter: any ChapterApp.Type, except left: ChapterVariant? = nil,
    in language: Language = .english
  ) -> String {
    let width = chapter.variants.map(\.name.count).max() ?? 0
    let defaultLabel = Message("variants.default").text(in: language)
    return chapter.variants.filter { $0 != left }.map { variant in
      let label = variant == chapter.defaultVariant ? defaultLabel : ""
      return variant.name.fitted(toWidth: width) + "  " + "[\(variant.kind.rawValue)] "
        + chapter.summary(of: variant, in: language) + label + "\n"
    }.joined()
  }

  /// The help screen's paragraph about stored data.
  @MainActor
  static func storageHelp(_ chapter: any ChapterApp.Type, in language: Language = .english)
    -> String
  {
    guard let storage = chapter.persistent?.storageDescription(in: language) else {
      return Message("help.keepsNothing", ["chapter": chapter.name]).text(in: language)
    }
    return Message("help.storage", ["chapter": chapter.name, "storage": storage]).text(in: language)
  }

  /// What `--help` prints: the usage, the options, the commands and the variants.
  @MainActor
  static func helpScreen(_ chapter: any ChapterApp.Type, in language: Language = .english)
    -> String
  {
    let variants = variantList(chapter, in: language).split(separator: "\n").map { "  " + $0 }
    return Message(
      "help.screen",
      [
        "name": chapter.name, "title": chapter.title(in: language),
        "storage": storageHelp(chapter, in: language),
        "commands": ScenarioHelp.text(in: language),
        "variants": variants.joined(separator: "\n"),
      ]
    ).text(in: language)
  }
}
