// swift-tools-version:6.0
// The manifest of every app package in this folder: `NoSync.swiftpm/Package.swift` and its
// neighbours are links to this file, and each reads which chapter it is from its folder's name.
// Xcode opens a `.swiftpm` folder as an app: choose an iOS simulator and press Run.
//
// `iOSApplication` comes from Xcode's AppleProductTypes, declared in the Swift Package Manager's
// sources (Sources/AppleProductTypes/Product.swift): one of the product's targets is the
// executable, here `App`, which holds the chapter's lesson files and a `@main` line.
import AppleProductTypes
import PackageDescription

/// What a chapter's app needs besides its lesson files.
struct ChapterApp {
  /// The folder of Examples/Apple whose links are the chapter's lesson files.
  var lessonFolder: String
  /// The files of that folder that are not lesson files: sketches of the chapter's idea in
  /// another framework, which the app leaves out.
  var sketches: [String] = []
  /// Whether the lesson files show UIKit screens, which use the todo cells and form every UIKit
  /// chapter shares.
  var usesTodoUIKit: Bool
}

let chapters: [String: ChapterApp] = [
  "NoSync": ChapterApp(lessonFolder: "NoSync", sketches: ["TodoApp.swift"], usesTodoUIKit: true),
  "SharedObjectSync": ChapterApp(lessonFolder: "SharedObjectSync", usesTodoUIKit: true),
  "NotificationCenterSync": ChapterApp(
    lessonFolder: "NotificationCenterSyncLesson", usesTodoUIKit: true),
  "PassthroughSubjectSync": ChapterApp(
    lessonFolder: "PassthroughSubjectSync", sketches: ["TodoListView.swift"], usesTodoUIKit: true),
  "DiffableSnapshotSync": ChapterApp(lessonFolder: "DiffableSnapshotSync", usesTodoUIKit: true),
  "SceneAppStorageSync": ChapterApp(lessonFolder: "SceneAppStorageSync", usesTodoUIKit: false),
  "DelegateSync": ChapterApp(
    lessonFolder: "DelegateSync", sketches: ["TodoListView.swift"], usesTodoUIKit: true),
  "AsyncSequenceSync": ChapterApp(
    lessonFolder: "AsyncSequenceSync", sketches: ["TodoDetailView.swift"], usesTodoUIKit: true),
  "QuerySync": ChapterApp(lessonFolder: "QuerySync", usesTodoUIKit: false),
  "StoreSync": ChapterApp(lessonFolder: "StoreSync", usesTodoUIKit: false),
]

/// The app's name: its folder's, `NoSync` in NoSync.swiftpm, `NoSync-refetch-on-appear` in the
/// copy variant.sh makes with that mistake in place.
let name = String(Context.packageDirectory.split(separator: "/").last!.split(separator: ".")[0])
/// The chapter the app is: its name up to the first `-`.
let chapterName = String(name.split(separator: "-")[0])
guard let chapter = chapters[chapterName] else {
  fatalError(
    "\(name).swiftpm is not a chapter's app; the chapters are \(chapters.keys.sorted())")
}

let package = Package(
  name: name,
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: name,
      targets: ["App"],
      bundleIdentifier: "org.listdetailsync.\(name)",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .checkmark),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // Scenes, and more than one at a time: each chapter's point is two windows in sync.
      additionalInfoPlistContentFilePath: "Info.plist")
  ],
  targets: [
    // The domain every chapter shares, linked from the project's Sources/TodoModel.
    .target(name: "TodoModel", path: "TodoModel"),
    .executableTarget(
      name: "App",
      dependencies: ["TodoModel"] + (chapter.usesTodoUIKit ? ["TodoUIKit"] : []),
      path: "App",
      // `App/Lesson` links the chapter's folder of Examples/Apple.
      exclude: chapter.sketches.map { "Lesson/\($0)" }),
  ]
    + (chapter.usesTodoUIKit
      ? [.target(name: "TodoUIKit", dependencies: ["TodoModel"], path: "TodoUIKit")] : [])
)
