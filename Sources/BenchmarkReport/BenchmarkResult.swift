import Foundation

/// One line of `--bench --json`: one chapter, one variant, one list size.
struct BenchmarkResult: Decodable, Hashable {
  let chapter: String
  let variant: String
  let size: Int
  let scenes: Int
  let edits: Int
  let medianMicroseconds: Double
  let p10Microseconds: Double
  let p90Microseconds: Double
  let rendersPerEdit: Double
  let peakMemoryBytes: Int
  let everySceneShowsEdit: Bool

  enum CodingKeys: String, CodingKey {
    case chapter, variant, size, scenes, edits
    case medianMicroseconds = "median_us"
    case p10Microseconds = "p10_us"
    case p90Microseconds = "p90_us"
    case rendersPerEdit = "renders_per_edit"
    case peakMemoryBytes = "peak_memory_bytes"
    case everySceneShowsEdit = "every_scene_shows_edit"
  }

  /// The edit-benchmark lines of some `--json` output; other lines (a chapter's own extra
  /// benchmarks, blank lines) are returned apart, untouched.
  static func parse(_ text: String) -> (results: [BenchmarkResult], otherLines: [String]) {
    var results: [BenchmarkResult] = []
    var others: [String] = []
    for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty
    {
      if let result = try? JSONDecoder().decode(BenchmarkResult.self, from: Data(line.utf8)) {
        results.append(result)
      } else {
        others.append(String(line))
      }
    }
    return (results, others)
  }
}
