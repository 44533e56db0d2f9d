import ChapterKit
import ScenarioLanguage

extension AsyncSequenceSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "画面ごとに一本ずつ、変更のストリームを",
      readMe: """
        モデルは、一度だけ作る @Observable な todo のライブラリです。\
        どの画面もライブラリに変更のストリーム（自分専用の AsyncStream）を求\
        め、画面が閉じるときにキャンセルするタスクの中で、for await ループで読\
        みます。todo を変えた側はライブラリを通して保存し、ライブラリは変更をすべて\
        のストリームに送ります。各ループはそれをメインアクターで自分の画面に反映します。

        ステップ 3 に注目してください。詳細画面の後ろの一覧は、自分のストリームから名\
        前の変更を受け取ります。ステップ 11 では、サーバーからの変更が両方のシーンの\
        すべてのストリームに送られます。
        """,
      variantSummaries: [
        "stream-per-screen": "どの画面も自分の AsyncStream の変更をループで読み、そのループは画面とともに終わる",
        "observations": "どの一覧も todo の配列全体の Observations を読む。編集のたびに一覧全体が送られてくる",
        "shared-stream": "どの画面も同じ AsyncStream を読む。変更は画面のあいだで分け合われてしまう",
        "task-never-cancelled": "一覧のループが一覧を保持し、キャンセルされない。閉じた一覧が生き続ける",
      ])
  ]
}
