import ChapterKit

extension SceneAppStorageSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "プロセスが終わっても残るもの：ファイルストア、@AppStorage、@SceneStorage",
      variantSummaries: [
        "file-store": "todo はファイル（スナップショットとログ）に、並び順はアプリのストレージに、各シーンの選択はシーンのストレージに。すべて復元される",
        "todos-in-app-storage": "一覧全体を一つのキーでアプリのストレージに。同期して復元もされるが、編集のたびに全体を書き直す",
        "todos-in-scene-storage": "ウインドウごとに自分の todo をシーンのストレージに持つ。ほかのシーンもサーバーも届かない",
        "key-collision": "どのウインドウの選択も、一つのキーでアプリのストレージに。新しいウインドウが別のウインドウの詳細画面を開く",
      ])
  ]
}
