import ChapterKit

extension DiffableSnapshotSyncApp: BenchmarkingChapterApp {
  /// The diff on its own, at sizes up to a million items, next to the standard library's.
  static func runExtraBenchmarks(json: Bool, io: RunnerIO) async {
    SnapshotBenchmark.run(json: json, io: io)
  }
}
