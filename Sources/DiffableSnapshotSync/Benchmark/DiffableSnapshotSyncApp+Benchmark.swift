import ChapterBenchmark
import ChapterKit
import ScenarioLanguage

extension DiffableSnapshotSyncApp: BenchmarkingChapterApp {
  /// The diff on its own, at sizes up to a million items of its own (10,000 alone when the edit
  /// benchmark stopped there), next to the standard library's.
  static func runExtraBenchmarks(
    sizes: [Int], edits: Int, json: Bool, output: BenchmarkOutput, language: Language
  ) async {
    SnapshotBenchmark.run(editSizes: sizes, json: json, output: output, language: language)
  }
}
