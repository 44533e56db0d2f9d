import ChapterKit

extension NoSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "ほかのすべての章が直すバグ",
      variantSummaries: [
        "copy": "一覧は todo を一度だけコピーする。詳細画面での編集は一覧に届かない",
        "refetch-on-appear": "一覧は表示されるたびに読み直す。ほかのシーンやサーバーからの編集は古いまま",
      ])
  ]
}
