import ChapterDrawings
import ChapterKit
import Foundation
import HeadlessUIKit
import ScenarioLanguage
import TodoModel

/// The benchmark every chapter inherits: what one edit in a detail costs until every scene
/// shows it, and what opening a window on the list costs, as the list grows.
///
/// For each list size it launches the app with two scenes, opens the detail of the third todo,
/// a row on screen in every list, in scene 1, and renames that todo over and over through the
/// scenario command, the way a person would. Each edit is timed from the command to the moment
/// the last list finished rendering it; the round trips through the main queue that the host makes afterwards, to be
/// sure no delivery is still on its way, are not counted. Results are the median and spread over
/// the measured edits, after a warm-up. Then scene 2 is closed and opened again a few times, each
/// opening timed until its list has rendered.
@MainActor
public enum Bench {
  /// The list sizes `--bench` measures when `--sizes` names none.
  public static let defaultSizes = [1_000, 10_000, 100_000]
  /// How many edits `--bench` measures at each size when `--edits` says nothing.
  public static let defaultEdits = 50
  static let warmUpEdits = 5
  static let sceneCount = 2

  /// Measures `variant` of `chapter` at each of `sizes`, `edits` edits each, and writes the
  /// table, or JSON lines with `json`, to `output`; returns the exit status.
  public static func run(
    _ chapter: any ChapterApp.Type, variant: ChapterVariant, sizes: [Int], edits: Int,
    json: Bool, output io: BenchmarkOutput, language: Language = .english
  ) async -> Int32 {
    #if DEBUG
      io.writeError(
        "warning: " + language.text("bench.debugBuild", ["chapter": chapter.name]) + "\n")
    #endif
    await measureRenames(
      chapter, variant: variant, sizes: sizes, edits: edits, json: json, output: io,
      language: language)
    // Adds and deletes change which rows there are: the ids every list diffs.
    await measureListChanges(
      chapter, variant: variant, sizes: sizes.filter { $0 <= largestListChangeSize }, json: json,
      output: io, language: language)
    // The mechanism's own measurements belong to the chapter, not to a variant: they run once, with
    // the chapter's default, however many of its variants are measured.
    if variant.name == chapter.defaultVariant.name {
      await (variant.app as? any BenchmarkingChapterApp.Type)?.runExtraBenchmarks(
        sizes: sizes, edits: edits, json: json, output: io, language: language)
    }
    return 0
  }

  /// The renames at each size, with the table's heading and footnote unless `json`.
  private static func measureRenames(
    _ chapter: any ChapterApp.Type, variant: ChapterVariant, sizes: [Int], edits: Int,
    json: Bool, output io: BenchmarkOutput, language: Language
  ) async {
    // Sentences fit the reader's terminal; the table's rows are narrower than 80 columns.
    if !json {
      io.write(
        language.text(
          "bench.heading",
          [
            "chapter": chapter.name, "variant": variant.name, "scenes": "\(sceneCount)",
            "edits": "\(edits)", "warmUp": "\(min(warmUpEdits, edits))",
          ]
        ).wrapped(toWidth: io.width) + "\n\n")
      io.write(language.text("bench.columns") + "\n")
    }
    var openings: [BenchmarkRecord] = []
    for size in sizes {
      let (result, opening) = await chapter.withScratchStorageIfAny {
        await measure(chapter, variant: variant, size: size, edits: edits)
      }
      io.write((json ? result.jsonLine : tableRow(result, in: language)) + "\n")
      if json { io.write(opening.jsonLine + "\n") }
      openings.append(opening)
    }
    if !json {
      io.write("\n" + language.text("bench.footnote").wrapped(toWidth: io.width) + "\n")
      io.write("\n" + language.text("bench.openingHeading").wrapped(toWidth: io.width) + "\n\n")
      io.write(language.text("bench.openingColumns") + "\n")
      for opening in openings {
        let millis = { (value: Double?) in String(format: "%.1f", (value ?? 0) / 1_000) }
        io.write(
          Measure.pad("\(opening.size)", 10) + Measure.pad(millis(opening.medianMicroseconds), 12)
            + Measure.pad(millis(opening.p10Microseconds), 12)
            + Measure.pad(millis(opening.p90Microseconds), 12) + "\n")
      }
    }
  }

  /// The adds and the deletes at each of `sizes`.
  private static func measureListChanges(
    _ chapter: any ChapterApp.Type, variant: ChapterVariant, sizes: [Int], json: Bool,
    output io: BenchmarkOutput, language: Language
  ) async {
    if !json && !sizes.isEmpty {
      io.write("\n" + language.text("bench.listChangeColumns") + "\n")
    }
    for size in sizes {
      for change in ListChange.allCases {
        let record = await chapter.withScratchStorageIfAny {
          await measure(change, chapter, variant: variant, size: size, count: listChanges)
        }
        let micros = { (value: Double?) in String(format: "%.1f", value ?? 0) }
        io.write(
          json
            ? record.jsonLine + "\n"
            : Measure.pad("\(size)", 10) + Measure.pad(change.rawValue, 9)
              + Measure.pad(micros(record.medianMicroseconds), 12)
              + Measure.pad(micros(record.p10Microseconds), 12)
              + Measure.pad(micros(record.p90Microseconds), 12) + "\n")
      }
    }
  }

  /// The largest list whose adds and deletes are measured: each launch at a million todos costs
  /// more than the changes measured on it.
  static let largestListChangeSize = 100_000
  /// How many adds, and how many deletes, are measured at each size, after the warm-up.
  static let listChanges = 20

  /// A change of which rows there are, made by a person from scene 1's list.
  enum ListChange: String, CaseIterable {
    /// `add <title>`: a new todo at the top of every list.
    case add
    /// `remove <id>`: the fourth row swiped away, gone from every list.
    case delete
  }

  /// Measures `count` adds or deletes at one list size, each timed from the command until the
  /// last list finished updating its table.
  static func measure(
    _ change: ListChange, _ chapter: any ChapterApp.Type, variant: ChapterVariant, size: Int,
    count: Int
  ) async -> BenchmarkRecord {
    let host = AppHost(
      chapter: chapter, variant: variant, fixture: TodoFixture.todos(count: size),
      tracesMechanism: false)
    try? await host.perform(.scene(2))
    try? await host.perform(.scene(1))
    let tables = host.openSceneNumbers.compactMap { host.scenes[$0]?.list.tableView }
    let clock = ContinuousClock()
    let warmUp = min(warmUpEdits, count)
    var durations: [Duration] = []
    for index in 0..<(warmUp + count) {
      let command: ScenarioCommand
      switch change {
      case .add: command = .add("Added \(index)")
      case .delete:
        guard let table = tables.first, table.numberOfRows > 3 else { continue }
        command = .remove(table.content(ofRow: 3).id)
      }
      let start = clock.now
      try? await host.perform(command)
      let finished = lastRender(of: tables, after: start) ?? clock.now
      if index >= warmUp { durations.append(finished - start) }
    }
    return record(
      change.rawValue, chapter, variant: variant, size: size, tables: tables.count,
      durations: durations)
  }

  /// When the last of `tables` finished rendering after `start`, or `nil` when none did.
  private static func lastRender(of tables: [TableView], after start: ContinuousClock.Instant)
    -> ContinuousClock.Instant?
  {
    tables.compactMap(\.lastRenderFinished).filter { $0 > start }.max()
  }

  /// A record of `benchmark` with the median and spread of `durations`.
  private static func record(
    _ benchmark: String, _ chapter: any ChapterApp.Type, variant: ChapterVariant, size: Int,
    tables: Int, durations: [Duration]
  ) -> BenchmarkRecord {
    let micros = durations.map(\.microseconds).sorted()
    var record = BenchmarkRecord(benchmark: benchmark, chapter: chapter.name, size: size)
    record.variant = variant.name
    record.kind = variant.kind
    record.scenes = tables
    record.edits = durations.count
    record.medianMicroseconds = Measure.percentile(micros, 0.5)
    record.p10Microseconds = Measure.percentile(micros, 0.1)
    record.p90Microseconds = Measure.percentile(micros, 0.9)
    return record
  }

  /// How many times scene 2 is closed and opened again at each size, after the edits.
  public static let openings = 3

  /// Measures one list size: the renames, then the openings of a window.
  static func measure(
    _ chapter: any ChapterApp.Type, variant: ChapterVariant, size: Int, edits: Int
  ) async -> (edit: BenchmarkRecord, opening: BenchmarkRecord) {
    let fixture = TodoFixture.todos(count: size)
    // The mechanism is measured without the transcript's tracing, which only the story needs.
    let host = AppHost(
      chapter: chapter, variant: variant, fixture: fixture, tracesMechanism: false)
    // A row near the top, which is on screen in every list, as the row a person taps is.
    let target = fixture[2].id
    try? await host.perform(.scene(2))
    try? await host.perform(.scene(1))
    try? await host.perform(.link(target))
    let tables = host.openSceneNumbers.compactMap { host.scenes[$0]?.list.tableView }
    // Renames do not move rows, so each list's row is found once, before the clock starts.
    let rows = tables.map { $0.row(showing: target) }

    let clock = ContinuousClock()
    let warmUp = min(warmUpEdits, edits)
    var durations: [Duration] = []
    var renders = 0
    var everySceneShowsEdit = true
    for edit in 0..<(warmUp + edits) {
      let title = "Edit \(edit) of \(target)"
      for table in tables { table.resetRenderCounts() }
      let start = clock.now
      try? await host.perform(.rename(title))
      let settled = clock.now
      let shown = zip(tables, rows).allSatisfy { table, row in
        guard let row else { return false }
        return table.cells[row].content.title == title
      }
      // The clock stops when the last list finished rendering the edit. The round trips the host
      // made after that, to be sure nothing else was on the way, are the harness's, not the
      // chapter's. A list that showed nothing leaves the whole time.
      let lastRender = lastRender(of: tables, after: start)
      let elapsed = (shown ? lastRender ?? settled : settled) - start
      guard edit >= warmUp else { continue }
      durations.append(elapsed)
      renders += tables.map(\.renderLog.count).reduce(0, +)
      everySceneShowsEdit = everySceneShowsEdit && shown
    }
    var record = record(
      "edit", chapter, variant: variant, size: size, tables: tables.count, durations: durations)
    record.rendersPerEdit = Double(renders) / Double(max(1, edits))
    record.peakMemoryBytes = PeakMemory.bytes
    record.everySceneShowsEdit = everySceneShowsEdit
    let opening = await measureOpenings(host, chapter, variant: variant, size: size)
    return (record, opening)
  }

  /// Closes scene 2 and opens it again, ``openings`` times, each opening timed from the command
  /// until its list finished rendering: what a person waits for a new window on the whole list.
  private static func measureOpenings(
    _ host: AppHost, _ chapter: any ChapterApp.Type, variant: ChapterVariant, size: Int
  ) async -> BenchmarkRecord {
    let clock = ContinuousClock()
    var durations: [Duration] = []
    for _ in 0..<openings {
      try? await host.perform(.close(2))
      let start = clock.now
      try? await host.perform(.scene(2))
      let settled = clock.now
      let rendered = host.scenes[2]?.list.tableView.lastRenderFinished.flatMap {
        $0 > start ? $0 : nil
      }
      durations.append((rendered ?? settled) - start)
      try? await host.perform(.scene(1))
    }
    return record("open", chapter, variant: variant, size: size, tables: 1, durations: durations)
  }

  private static func tableRow(_ result: BenchmarkRecord, in language: Language) -> String {
    let column = Measure.pad
    func micros(_ value: Double?) -> String { String(format: "%.1f", value ?? 0) }
    let megabytes = String(format: "%.1f MB", Double(result.peakMemoryBytes ?? 0) / 1_048_576)
    return column("\(result.size)", 9) + column(micros(result.medianMicroseconds), 12)
      + column(micros(result.p10Microseconds), 10) + column(micros(result.p90Microseconds), 10)
      + column(String(format: "%.1f", result.rendersPerEdit ?? 0), 11) + column(megabytes, 13)
      + "  "
      + Message(result.everySceneShowsEdit == true ? "bench.yes" : "bench.no").text(in: language)
  }
}
