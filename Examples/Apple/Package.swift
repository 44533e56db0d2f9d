// swift-tools-version:6.0
// The real-API code the chapter docs quote, as complete files. On a Mac with Xcode 26:
// `LISTDETAILSYNC_NO_UIKIT=1 swift build` builds the SwiftUI and Combine parts for macOS;
// `xcodebuild -scheme <target> -destination 'generic/platform=iOS Simulator' build` builds the
// UIKit parts too, the chapters' linked lesson files included. On Linux only the model and
// Foundation parts are compiled; the rest sits behind `#if canImport(...)` or is left out below.
import PackageDescription

let examples = [
  "NoSync", "SharedObjectSync", "SharedObjectSyncBeforeObservation", "NotificationCenterSync",
  "NotificationCenterSyncLesson",
  "PassthroughSubjectSync", "DiffableSnapshotSync", "SceneAppStorageSync", "DelegateSync",
  "AsyncSequenceSync", "QuerySync", "StoreSync",
]

/// The lesson files of the chapters written once, against Apple's frameworks, linked from the
/// project's Sources (`NoSync/*.swift` and the like are links), by target. They import UIKit, so
/// on Linux, where only the model and the Foundation code compile, their targets leave them out.
let linkedLessonFiles: [String: [String]] = [
  "NoSync": [
    "AppDelegate.swift", "SceneDelegate.swift", "TodoListViewController.swift",
    "TodoDetailViewController.swift", "refetch-on-appear.swift",
  ],
  // The store needs only the model, so Linux builds it too.
  // Its events service, view model and view-model pitfall need only Combine: the macOS build
  // compiles them too (`linkedFilesWithoutUIKit`).
  "PassthroughSubjectSync": [
    "AppDelegate.swift", "SceneDelegate.swift", "TodoListViewController.swift",
    "TodoDetailViewController.swift", "separate-subjects.swift", "completed-on-close.swift",
    "assign-on-self.swift",
  ],
  // Its SwiftUI app and the SwiftUI variants need no UIKit: the macOS build compiles them
  // (`linkedFilesWithoutUIKit`).
  "SharedObjectSync": ["uikit-tracking.swift", "tracks-once.swift"],
  "DiffableSnapshotSync": [
    "AppDelegate.swift", "SceneDelegate.swift", "TodoListViewController.swift",
    "TodoDetailViewController.swift", "id-only-equality.swift", "reload-new-value.swift",
    "apply-whole-list.swift", "full-value-hashable.swift", "ids-and-store.swift",
    "reference-info.swift",
  ],
  "DelegateSync": [
    "AppDelegate.swift", "SceneDelegate.swift", "DelegatingTodoStore.swift",
    "TodoListViewController.swift", "TodoDetailViewController.swift", "single-delegate.swift",
    "strong-delegate.swift", "closure-captures-self.swift",
  ],
  // The notification's name and payload need only Foundation, so Linux builds them too.
  "NotificationCenterSyncLesson": [
    "AppDelegate.swift", "SceneDelegate.swift", "TodoChangeObserving.swift",
    "TodoListViewController.swift", "TodoDetailViewController.swift", "view-only-patch.swift",
    "observer-leak.swift", "posted-before-save.swift", "double-write.swift", "reload-data.swift",
  ],
  // The library, its broadcaster and shared-stream.swift need only Foundation and Observation,
  // so Linux builds them too.
  "AsyncSequenceSync": [
    "AppDelegate.swift", "SceneDelegate.swift", "TodoListViewController.swift",
    "TodoDetailViewController.swift", "task-never-cancelled.swift", "observations.swift",
  ],
]

/// The linked lesson files that import Combine or SwiftUI but not UIKit, by target: built
/// wherever those are, macOS included, and left out on Linux, which has neither.
let linkedFilesWithoutUIKit: [String: [String]] = [
  "PassthroughSubjectSync": [
    "TodoEvents.swift", "TodoListViewModel.swift", "cancellable-dropped.swift",
  ],
  "SharedObjectSync": [
    "TodoApp.swift", "ContentView.swift", "TodoListView.swift", "TodoDetailView.swift",
    "array-of-values.swift", "foreach-id-self.swift", "store-recreated.swift",
    "detail-owns-copy.swift", "binding-by-index.swift",
  ],
  // Its model, its store and its SQL need only Foundation, Observation and SQLite: Linux builds
  // them too.
  "SceneAppStorageSync": [
    "TodoApp.swift", "ContentView.swift", "TodoListView.swift", "TodoDetailView.swift",
    "key-collision.swift", "todos-in-scene-storage.swift",
  ],
  // Every file needs SwiftData or SwiftUI: on Linux the target is left out (see
  // `examplesOnThisPlatform`).
  "QuerySync": [
    "TodoApp.swift", "TodoItem.swift", "TodoListView.swift", "TodoDetailView.swift",
    "TodoServer.swift", "ServerImporter.swift", "fetch-in-view-model.swift",
    "second-context.swift", "model-held-after-delete.swift", "value-copy.swift",
    "field-bound-to-model.swift",
    "filter-and-sort-in-body.swift", "search-in-child-query.swift",
  ],
  // Its state, actions, reducers and store are plain Swift: Linux builds them too.
  "StoreSync": [
    "TodoApp.swift", "TodoListView.swift", "TodoDetailView.swift", "detail-state-copy.swift",
    "observe-whole-state.swift", "stack-of-copies.swift",
  ],
]

/// What a target leaves out of the build: its linked lesson files wherever UIKit is missing — on
/// Linux, and in the macOS build of the Apple workflow, which sets `LISTDETAILSYNC_NO_UIKIT=1`
/// (the iOS simulator build, through xcodebuild, compiles them) — and its Combine and SwiftUI
/// files on Linux.
func excludedOnThisPlatform(_ target: String) -> [String] {
  let withoutUIKit = hasUIKit() ? [] : linkedLessonFiles[target, default: []]
  #if os(Linux)
    return withoutUIKit + linkedFilesWithoutUIKit[target, default: []]
  #else
    return withoutUIKit
  #endif
}

/// The examples built here: on Linux, those with a file Linux can compile. Chapter 8's files all
/// import SwiftData, which Linux lacks, and a target with no file does not build.
let examplesOnThisPlatform: [String] = {
  #if os(Linux)
    return examples.filter { $0 != "QuerySync" }
  #else
    return examples
  #endif
}()

/// Whether this build has UIKit: not on Linux, nor in the macOS build of the Apple workflow.
func hasUIKit() -> Bool {
  #if os(Linux)
    return false
  #else
    return Context.environment["LISTDETAILSYNC_NO_UIKIT"] == nil
  #endif
}

/// The todo screens every UIKit chapter shows alike, linked from Sources/TodoUIKit: a target only
/// where UIKit is, and a dependency of the UIKit chapters there.
let todoUIKit: [Target] =
  hasUIKit() ? [.target(name: "TodoUIKit", dependencies: ["TodoModel"], path: "TodoUIKit")] : []

/// What a UIKit chapter's target depends on besides its model.
func uiKitLesson(_ dependencies: [Target.Dependency]) -> [Target.Dependency] {
  dependencies + (hasUIKit() ? ["TodoUIKit"] : [])
}

let package = Package(
  name: "ListDetailSyncAppleExamples",
  platforms: [.iOS(.v17), .macOS(.v14)],
  // One library per example, so Xcode makes a scheme for each (`xcodebuild -scheme NoSync`).
  products: examplesOnThisPlatform.map { .library(name: $0, targets: [$0]) },
  targets: [
    // The domain of the project's chapters, linked from its Sources: what the lesson files use.
    .target(name: "TodoModel", path: "TodoModel"),
    .target(
      name: "NoSync", dependencies: uiKitLesson(["TodoModel"]), path: "NoSync",
      exclude: excludedOnThisPlatform("NoSync")),
    // Chapter 1's own app, linked from Sources/SharedObjectSync.
    .target(
      name: "SharedObjectSync", dependencies: uiKitLesson(["TodoModel"]),
      path: "SharedObjectSync",
      exclude: excludedOnThisPlatform("SharedObjectSync")),
    .target(name: "SharedObjectSyncBeforeObservation", path: "SharedObjectSyncBeforeObservation"),
    .target(
      name: "NotificationCenterSync", dependencies: ["TodoModel"], path: "NotificationCenterSync"),
    // Chapter 2's own app, linked from Sources/NotificationCenterSync.
    .target(
      name: "NotificationCenterSyncLesson", dependencies: uiKitLesson(["TodoModel"]),
      path: "NotificationCenterSyncLesson",
      exclude: excludedOnThisPlatform("NotificationCenterSyncLesson")),
    // Chapter 3's own app, linked from Sources/PassthroughSubjectSync, and a SwiftUI list on
    // its events service.
    .target(
      name: "PassthroughSubjectSync", dependencies: uiKitLesson(["TodoModel"]),
      path: "PassthroughSubjectSync",
      exclude: excludedOnThisPlatform("PassthroughSubjectSync")),
    // Chapter 4's own app, linked from Sources/DiffableSnapshotSync.
    .target(
      name: "DiffableSnapshotSync", dependencies: uiKitLesson(["TodoModel"]),
      path: "DiffableSnapshotSync",
      exclude: excludedOnThisPlatform("DiffableSnapshotSync")),
    // Chapter 5's own app, linked from Sources/SceneAppStorageSync: `import SQLite3` is Apple's
    // module on Apple platforms, and on Linux the project's module of that name over the
    // system's libsqlite3.
    .target(
      name: "SceneAppStorageSync",
      dependencies: [
        "TodoModel", .target(name: "SQLite3", condition: .when(platforms: [.linux])),
      ],
      path: "SceneAppStorageSync",
      exclude: excludedOnThisPlatform("SceneAppStorageSync")),
    .systemLibrary(name: "SQLite3", path: "SQLite3"),
    .target(
      name: "DelegateSync", dependencies: uiKitLesson(["TodoModel"]),
      path: "DelegateSync",
      exclude: excludedOnThisPlatform("DelegateSync")),
    .target(
      name: "AsyncSequenceSync", dependencies: uiKitLesson(["TodoModel"]),
      path: "AsyncSequenceSync",
      exclude: excludedOnThisPlatform("AsyncSequenceSync")),
    // Chapter 8's own app, linked from Sources/QuerySync.
    .target(
      name: "QuerySync", dependencies: ["TodoModel"], path: "QuerySync",
      exclude: excludedOnThisPlatform("QuerySync")),
    // Chapter 9's own app, linked from Sources/StoreSync.
    .target(
      name: "StoreSync", dependencies: ["TodoModel"], path: "StoreSync",
      exclude: excludedOnThisPlatform("StoreSync")),
  ].filter { examplesOnThisPlatform.contains($0.name) || !examples.contains($0.name) }
    + todoUIKit,
  swiftLanguageModes: [.v6]
)
