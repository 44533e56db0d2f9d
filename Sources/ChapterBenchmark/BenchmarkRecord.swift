import ChapterKit
import Foundation

/// One line of `--bench --json`: what the chapters write and `BenchmarkReport` reads.
///
/// `benchmark` says which measurement it is. Every chapter runs `edit`, one rename timed until
/// every scene shows it, at one list size; `open`, a window opened on the whole list; and `add`
/// and `delete`, a row added at the top or swiped away. A chapter that measures its mechanism on
/// its own (``BenchmarkingChapterApp``) writes lines with other names and the fields they need;
/// every other field is absent.
public struct BenchmarkRecord: Codable, Hashable, Sendable {
  /// Which measurement: `edit`, `open`, `add`, `delete`, or a chapter's own, such as
  /// `apply-snapshot`.
  public var benchmark: String
  /// The chapter's executable name.
  public var chapter: String
  /// The variant measured (`edit` only).
  public var variant: String?
  /// The variant's kind (`edit` only).
  public var kind: VariantKind?
  /// The number of todos, or items, in the list.
  public var size: Int
  /// The scenes open while measuring, or the one opened (`open`).
  public var scenes: Int?
  /// The edits, changes or openings measured, after the warm-up.
  public var edits: Int?
  /// The median time, in microseconds.
  public var medianMicroseconds: Double?
  /// The 10th percentile of the time, in microseconds.
  public var p10Microseconds: Double?
  /// The 90th percentile of the time, in microseconds.
  public var p90Microseconds: Double?
  /// Cells rendered per edit, over every list (`edit` only).
  public var rendersPerEdit: Double?
  /// The process's peak memory so far, in bytes (`edit` only).
  public var peakMemoryBytes: Int?
  /// Whether every scene showed every edit (`edit` only).
  public var everySceneShowsEdit: Bool?
  /// How many table updates an apply made (`apply-snapshot` only).
  public var changes: Int?
  /// Nanoseconds per item of the list (`apply-snapshot` only).
  public var nanosecondsPerItem: Double?
  /// The standard library's `difference(from:)` on the same lists, in microseconds, when run.
  public var standardLibraryMicroseconds: Double?
  /// How many times faster than the standard library (`apply-snapshot` only).
  public var speedup: Double?

  /// A record of `benchmark` for `chapter` at `size`; the caller sets the fields it measured.
  public init(benchmark: String, chapter: String, size: Int) {
    self.benchmark = benchmark
    self.chapter = chapter
    self.size = size
  }

  enum CodingKeys: String, CodingKey {
    case benchmark, chapter, variant, kind, size, scenes, edits, changes, speedup
    case medianMicroseconds = "median_us"
    case p10Microseconds = "p10_us"
    case p90Microseconds = "p90_us"
    case rendersPerEdit = "renders_per_edit"
    case peakMemoryBytes = "peak_memory_bytes"
    case everySceneShowsEdit = "every_scene_shows_edit"
    case nanosecondsPerItem = "ns_per_item"
    case standardLibraryMicroseconds = "stdlib_difference_us"
  }

  /// The record as one line of JSON, keys sorted, without a newline.
  public var jsonLine: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // NB: encoding plain numbers, strings and Booleans cannot fail.
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }

  /// The records of some `--json` output; lines that are not records (blank lines, stray text)
  /// are returned apart, untouched.
  public static func parse(_ text: String) -> (records: [BenchmarkRecord], otherLines: [String]) {
    var records: [BenchmarkRecord] = []
    var others: [String] = []
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty
    {
      if let record = try? decoder.decode(BenchmarkRecord.self, from: Data(line.utf8)) {
        records.append(record)
      } else {
        others.append(String(line))
      }
    }
    return (records, others)
  }
}

/// The statistics and formatting every benchmark uses, written once.
public enum Measure {
  /// The value at `fraction` (0 to 1) of `sorted`, or 0 for no values.
  public static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
  }

  /// The median of `values`, in any order.
  public static func median(_ values: [Double]) -> Double {
    percentile(values.sorted(), 0.5)
  }

  /// `text` right-aligned in a column `width` characters wide.
  public static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension Duration {
  /// The duration in microseconds, as a floating-point number.
  public var microseconds: Double {
    Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
  }
}
