import ChapterKit
import ScenarioLanguage

extension DiffableSnapshotSyncApp: BenchmarkingChapterApp {
  /// The diff on its own, at sizes up to a million items, next to the standard library's.
  static func runExtraBenchmarks(json: Bool, io: RunnerIO, language: Language) async {
    SnapshotBenchmark.run(json: json, io: io, language: language)
  }
}
