// swift-tools-version: 6.0
import PackageDescription

// The chapter registry of the build, in reading order. Each name is a library target in
// Sources/<Name> (the lesson), an executable of the same name made from
// Sources/Executables/<Name>/main.swift (so `swift run <Name>` plays it), its own tests in
// Tests/<Name>Tests, and a chapter of the conformance and comparison suites and of Compare.
let chapters = [
  "NoSync",
  "SharedObjectSync",
  "NotificationCenterSync",
  "PassthroughSubjectSync",
  "DiffableSnapshotSync",
  "SceneAppStorageSync",
  "DelegateSync",
  "AsyncSequenceSync",
  "QuerySync",
  "StoreSync",
]

/// The stand-ins each chapter's lesson imports, and nothing else, so a chapter builds only the
/// frameworks it uses: NoSync builds no SwiftUI. `scripts/check-dependencies.sh` (run by CI)
/// fails when a chapter lists a stand-in its files do not import, or imports one it does not list.
/// `SwiftUIHosting` shows a SwiftUI-shaped app on the screens the runner drives; `UIKitHosting`, a
/// UIKit app written against UIKit's own names.
let standInsOfChapter: [String: [String]] = [
  "NoSync": ["HeadlessUIKit", "UIKitHosting"],
  "SharedObjectSync": ["HeadlessUIKit", "UIKitHosting", "HeadlessSwiftUI", "SwiftUIHosting"],
  "NotificationCenterSync": ["HeadlessUIKit", "UIKitHosting", "FoundationShims"],
  "PassthroughSubjectSync": ["HeadlessUIKit", "UIKitHosting", "HeadlessCombine"],
  "DiffableSnapshotSync": ["HeadlessUIKit", "UIKitHosting"],
  "SceneAppStorageSync": ["HeadlessUIKit", "HeadlessSwiftUI", "SwiftUIHosting"],
  "DelegateSync": ["HeadlessUIKit", "UIKitHosting"],
  "AsyncSequenceSync": ["HeadlessUIKit", "UIKitHosting"],
  "QuerySync": ["HeadlessUIKit", "HeadlessSwiftUI", "SwiftUIHosting", "HeadlessSwiftData"],
  "StoreSync": ["HeadlessUIKit", "HeadlessSwiftUI", "SwiftUIHosting"],
]

/// The chapters whose files import Apple's modules by Apple's names (`import UIKit`), each name
/// standing for the stand-in module of the same framework: the same files build in the Apple app
/// against the real frameworks.
let chaptersOnAppleModuleNames: Set<String> = [
  "NoSync", "SharedObjectSync", "NotificationCenterSync", "PassthroughSubjectSync",
  "DiffableSnapshotSync", "SceneAppStorageSync", "DelegateSync", "AsyncSequenceSync", "QuerySync",
  "StoreSync",
]

/// The Apple framework each stand-in module stands for, as a lesson file imports it.
let appleNameOfStandIn = [
  "HeadlessUIKit": "UIKit", "HeadlessCombine": "Combine", "HeadlessSwiftUI": "SwiftUI",
  "HeadlessSwiftData": "SwiftData",
]

/// The flags that let a chapter's files say `import UIKit` (and `import Combine`, `import SwiftUI`)
/// and mean the stand-ins it depends on.
func appleModuleNames(of chapter: String) -> [SwiftSetting] {
  guard chaptersOnAppleModuleNames.contains(chapter) else { return [] }
  let aliases = standInsOfChapter[chapter, default: []].compactMap { standIn in
    appleNameOfStandIn[standIn].map { "\($0)=\(standIn)" }
  }
  return [.unsafeFlags(aliases.flatMap { ["-module-alias", $0] })]
}

/// What a chapter's lesson imports beyond its stand-ins: chapter 5 keeps its todos in SQLite.
/// Apple's SDKs ship the module `SQLite3`; on Linux it is the system library target below, so
/// the dependency holds there only.
let librariesOfChapter: [String: [Target.Dependency]] = [
  "SceneAppStorageSync": [.target(name: "SQLite3", condition: .when(platforms: [.linux]))]
]

/// What every chapter builds on besides its stand-ins: the domain, the scenario language, the
/// contract the host drives a chapter by, and the benchmark a chapter's `Benchmark/` glue adds to.
let chapterCore: [Target.Dependency] = [
  "TodoModel", "ScenarioLanguage", "ChapterKit", "ChapterBenchmark", "ChapterDrawings",
]

/// What every test of a chapter uses: the chapter kit, the command line and the test-only support.
let testDependencies: [Target.Dependency] = [
  "TodoModel", "ScenarioLanguage", "HeadlessUIKit", "HeadlessSwiftUI", "SwiftUIHosting",
  "UIKitHosting", "FoundationShims", "ChapterKit", "ChapterCommandLine", "ChapterDrawings",
  "ChapterBenchmark",
  "ChapterTestSupport",
]

/// A chapter's lesson's dependencies: the core, its stand-ins, the UIKit chapters' shared
/// screens where it uses them, and its libraries.
func dependencies(ofChapter chapter: String) -> [Target.Dependency] {
  let standIns = standInsOfChapter[chapter, default: []]
  let sharedScreens: [Target.Dependency] = standIns.contains("UIKitHosting") ? ["TodoUIKit"] : []
  return chapterCore + standIns.map { .byName(name: $0) } + sharedScreens
    + librariesOfChapter[chapter, default: []]
}

let package = Package(
  name: "ListDetailSync",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "TodoModel", targets: ["TodoModel"]),
    .library(name: "ScenarioLanguage", targets: ["ScenarioLanguage"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
    .library(name: "SwiftUIHosting", targets: ["SwiftUIHosting"]),
    .library(name: "HeadlessSwiftData", targets: ["HeadlessSwiftData"]),
    .library(name: "HeadlessCombine", targets: ["HeadlessCombine"]),
    .library(name: "ChapterKit", targets: ["ChapterKit"]),
    .library(name: "ChapterCommandLine", targets: ["ChapterCommandLine"]),
  ] + chapters.map { .executable(name: $0, targets: ["\($0)Executable"]) }
    + [.executable(name: "Compare", targets: ["Compare"])],
  dependencies: [],
  targets: [
    // The domain: todos, ids, changes, the data source and the sample todos.
    .target(name: "TodoModel"),
    // The scenario language: commands, parser, rules, error messages, help, the plain dump.
    .target(name: "ScenarioLanguage", dependencies: ["TodoModel"]),
    // Stand-ins for Apple's frameworks, each named so it never shadows the real one.
    .target(name: "FoundationShims"),
    .target(name: "HeadlessUIKit", dependencies: ["TodoModel"]),
    .target(
      name: "HeadlessSwiftUI",
      dependencies: ["FoundationShims", "HeadlessCombine", "HeadlessUIKit"]),
    // What shows a SwiftUI-shaped app on the UIKit-shaped screens the host drives every chapter
    // with, as `UIHostingController` does: the one place where the views meet the todos.
    .target(
      name: "SwiftUIHosting",
      dependencies: [
        "HeadlessSwiftUI", "HeadlessUIKit", "TodoModel", "ScenarioLanguage", "ChapterKit",
      ]),
    // What shows a UIKit-shaped app, with its delegates and view controllers, on the screens the
    // host drives: it taps rows and controls from outside, as a UI test does.
    .target(
      name: "UIKitHosting", dependencies: ["HeadlessUIKit", "TodoModel", "ChapterKit"]),
    // The todo screens every UIKit chapter shows alike — a row, the new-todo field, the detail's
    // form — written against UIKit's names, as the chapters' lesson files are.
    .target(
      name: "TodoUIKit", dependencies: ["TodoModel", "HeadlessUIKit"],
      swiftSettings: [.unsafeFlags(["-module-alias", "UIKit=HeadlessUIKit"])]),
    .target(name: "HeadlessCombine"),
    // The system's SQLite (Debian: libsqlite3-dev), under the module name Apple's SDKs give it.
    .systemLibrary(
      name: "SQLite3", path: "Sources/SQLite3", providers: [.apt(["libsqlite3-dev"])]),
    // SwiftData's model container and contexts, kept in memory.
    .target(name: "HeadlessSwiftData", dependencies: ["FoundationShims", "HeadlessSwiftUI"]),
    // What a chapter is and the host that drives it: the person, the windows, the server. It
    // knows no stand-in but UIKit's screens, which every chapter is shown on.
    .target(name: "ChapterKit", dependencies: ["TodoModel", "ScenarioLanguage", "HeadlessUIKit"]),
    // The drawings of a run: the storyboard, and the display width every layout counts in.
    .target(name: "ChapterDrawings", dependencies: ["TodoModel", "ScenarioLanguage"]),
    // What one edit costs as the list grows (`--bench`), and the records the report reads.
    .target(
      name: "ChapterBenchmark",
      dependencies: [
        "ChapterKit", "ChapterDrawings", "HeadlessUIKit", "ScenarioLanguage", "TodoModel",
      ]),
    // The command line every chapter shares: the story, the REPL and its line editor, scripts,
    // the screens printed side by side, the options.
    .target(
      name: "ChapterCommandLine",
      dependencies: [
        "ChapterKit", "ChapterBenchmark", "ChapterDrawings", "HeadlessUIKit", "ScenarioLanguage",
        "TodoModel",
      ]),
    // Not a chapter: it turns the chapters' benchmark results into docs/Benchmarks.md and the chart.
    .executableTarget(name: "BenchmarkReport", dependencies: ["ChapterKit", "ChapterBenchmark"]),
    // Not a chapter: it writes each pitfall's diff block in the docs from the two source files.
    .executableTarget(name: "PitfallDiffs"),
    // Test-only: the reference model, random scenarios, the lockstep harness, output recording.
    .target(
      name: "ChapterTestSupport",
      dependencies: [
        "TodoModel", "ScenarioLanguage", "HeadlessUIKit", "ChapterKit", "ChapterCommandLine",
      ],
      path: "Tests/ChapterTestSupport"),
    .testTarget(name: "TodoModelTests", dependencies: ["TodoModel"]),
    .testTarget(name: "ScenarioLanguageTests", dependencies: ["ScenarioLanguage", "TodoModel"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "ChapterKit"]),
    .testTarget(name: "HeadlessCombineTests", dependencies: ["HeadlessCombine", "ChapterKit"]),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: [
        "HeadlessSwiftUI", "SwiftUIHosting", "HeadlessCombine", "HeadlessUIKit", "TodoModel",
        "ChapterKit", "ChapterTestSupport",
      ]),
    .testTarget(name: "FoundationShimsTests", dependencies: ["FoundationShims", "ChapterKit"]),
    .testTarget(
      name: "HeadlessSwiftDataTests",
      dependencies: ["HeadlessSwiftData", "HeadlessSwiftUI", "HeadlessUIKit", "ChapterKit"]),
    .testTarget(name: "ChapterKitTests", dependencies: testDependencies),
    .testTarget(name: "ChapterTestSupportTests", dependencies: testDependencies),
    .testTarget(
      name: "CompareTests", dependencies: ["Compare", "ChapterKit", "ChapterTestSupport"]),
    .testTarget(name: "DocsTests", dependencies: ["BenchmarkReport", "PitfallDiffs"]),
    .testTarget(name: "BenchmarkReportTests", dependencies: ["BenchmarkReport", "ChapterKit"]),
    .testTarget(
      name: "ComparisonTests",
      dependencies: testDependencies + ["ChapterRegistry"] + chapters.map { .target(name: $0) }),
  ]
    + chapters.map {
      .target(
        name: $0,
        dependencies: dependencies(ofChapter: $0),
        swiftSettings: appleModuleNames(of: $0))
    }
    // Each chapter's command line: three lines that hand the chapter to the runner.
    + chapters.map {
      .executableTarget(
        name: "\($0)Executable", dependencies: ["ChapterCommandLine", .target(name: $0)],
        path: "Sources/Executables/\($0)")
    }
    // Plays one scenario in every chapter, or in every variant of one, and shows where they differ.
    + [
      .executableTarget(
        name: "Compare",
        dependencies: [
          "ChapterKit", "ChapterCommandLine", "ChapterDrawings", "ChapterRegistry",
          "ScenarioLanguage",
          "TodoModel",
        ]),
      // Every chapter, in reading order, for Compare and the comparison tests.
      .target(
        name: "ChapterRegistry", dependencies: ["ChapterKit"] + chapters.map { .target(name: $0) }),
    ]
    // Each chapter's own tests: what is specific to its mechanism and its pitfalls.
    + chapters.map {
      .testTarget(name: "\($0)Tests", dependencies: testDependencies + [.target(name: $0)])
    },
  swiftLanguageModes: [.v6]
)
