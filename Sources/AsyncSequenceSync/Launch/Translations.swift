import ChapterKit

extension AsyncSequenceSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "画面ごとに一本ずつ、変更のストリームを",
      variantSummaries: [
        "stream-per-screen": "どの画面も自分の AsyncStream の変更をループで読み、そのループは画面とともに終わる",
        "observations": "どの一覧も todo の配列全体の Observations を読む。編集のたびに一覧全体が送られてくる",
        "shared-stream": "どの画面も同じ AsyncStream を読む。変更は画面のあいだで分け合われてしまう",
        "task-never-cancelled": "一覧のループが一覧を保持し、キャンセルされない。閉じた一覧が生き続ける",
      ])
  ]
}
