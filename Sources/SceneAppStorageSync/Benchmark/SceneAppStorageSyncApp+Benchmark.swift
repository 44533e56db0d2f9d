import ChapterBenchmark
import ChapterKit
import Foundation
import ScenarioLanguage
import TodoModel

extension SceneAppStorageSyncApp: BenchmarkingChapterApp {
  /// Measures the database's share of a rename.
  ///
  /// It makes the same rename of the same todo on the store alone, at the sizes the edit
  /// benchmark ran with. The rest of a rename's time is the views': the detail, and the lists
  /// that show it.
  static func runExtraBenchmarks(
    sizes: [Int], edits: Int, json: Bool, output: BenchmarkOutput, language: Language
  ) async {
    if !json {
      output.write(
        "\n" + ownLine("bench.store", in: language).wrapped(toWidth: output.width)
          + "\n\n"
          + ownLine("bench.storeColumns", in: language) + "\n")
    }
    for size in sizes {
      let micros = await withScratchStorageIfAny { storeRename(size: size, edits: edits) }
      if json {
        var record = BenchmarkRecord(benchmark: "store-rename", chapter: name, size: size)
        record.edits = edits
        record.medianMicroseconds = micros
        output.write(record.jsonLine + "\n")
      } else {
        output.write(
          Measure.pad("\(size)", 10) + Measure.pad(String(format: "%.1f", micros), 16) + "\n")
      }
    }
  }

  /// The median time of `edits` renames of the third todo, after five more, on a store opened
  /// with `size` todos, as the app opens it.
  private static func storeRename(size: Int, edits: Int) -> Double {
    let fixture = TodoFixture.todos(count: size)
    let store = makeRepository(fixture: fixture)
    let target = fixture[2].id
    let clock = ContinuousClock()
    var micros: [Double] = []
    for edit in 0..<(edits + 5) {
      let start = clock.now
      _ = store.rename(id: target, to: "Edit \(edit) of \(target)")
      let elapsed = clock.now - start
      if edit >= 5 {
        micros.append(
          Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
      }
    }
    return Measure.median(micros)
  }
}
