// swift-tools-version: 6.0
import PackageDescription

// Every chapter is an executable target over the two libraries, so `swift run <Chapter>` plays it.
// The project takes no package dependencies: the toolchain alone builds and tests it.
let package = Package(
  name: "ListDetailSync",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "TodoModel", targets: ["TodoModel"]),
    .library(name: "ScreenKit", targets: ["ScreenKit"]),
    .executable(name: "NoSync", targets: ["NoSync"]),
    .executable(name: "SharedObjectSync", targets: ["SharedObjectSync"]),
    .executable(name: "NotificationCenterSync", targets: ["NotificationCenterSync"]),
    .executable(name: "PassthroughSubjectSync", targets: ["PassthroughSubjectSync"]),
    .executable(name: "DiffableSnapshotSync", targets: ["DiffableSnapshotSync"]),
    .executable(name: "SceneAppStorageSync", targets: ["SceneAppStorageSync"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "TodoModel"),
    .target(name: "ScreenKit", dependencies: ["TodoModel"]),
    .executableTarget(name: "NoSync", dependencies: ["TodoModel", "ScreenKit"]),
    .executableTarget(name: "SharedObjectSync", dependencies: ["TodoModel", "ScreenKit"]),
    .executableTarget(name: "NotificationCenterSync", dependencies: ["TodoModel", "ScreenKit"]),
    .executableTarget(name: "PassthroughSubjectSync", dependencies: ["TodoModel", "ScreenKit"]),
    .executableTarget(name: "DiffableSnapshotSync", dependencies: ["TodoModel", "ScreenKit"]),
    .executableTarget(name: "SceneAppStorageSync", dependencies: ["TodoModel", "ScreenKit"]),
    // Not a chapter: it turns the chapters' benchmark results into docs/Benchmarks.md and the chart.
    .executableTarget(name: "BenchmarkReport"),
    .testTarget(name: "TodoModelTests", dependencies: ["TodoModel"]),
    .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit", "TodoModel"]),
    .testTarget(name: "NoSyncTests", dependencies: ["NoSync", "ScreenKit", "TodoModel"]),
    .testTarget(name: "DocsTests"),
    .testTarget(name: "BenchmarkReportTests", dependencies: ["BenchmarkReport"]),
    .testTarget(
      name: "SharedObjectSyncTests", dependencies: ["SharedObjectSync", "ScreenKit", "TodoModel"]),
    .testTarget(
      name: "NotificationCenterSyncTests",
      dependencies: ["NotificationCenterSync", "ScreenKit", "TodoModel"]),
    .testTarget(
      name: "PassthroughSubjectSyncTests",
      dependencies: ["PassthroughSubjectSync", "ScreenKit", "TodoModel"]),
    .testTarget(
      name: "DiffableSnapshotSyncTests",
      dependencies: ["DiffableSnapshotSync", "ScreenKit", "TodoModel"]),
    .testTarget(
      name: "SceneAppStorageSyncTests",
      dependencies: ["SceneAppStorageSync", "ScreenKit", "TodoModel"]),
    .testTarget(
      name: "ComparisonTests",
      dependencies: [
        "NoSync", "SharedObjectSync", "NotificationCenterSync", "PassthroughSubjectSync",
        "DiffableSnapshotSync", "SceneAppStorageSync", "ScreenKit", "TodoModel",
      ],
      exclude: ["Scenarios"]),
  ],
  swiftLanguageModes: [.v6]
)
