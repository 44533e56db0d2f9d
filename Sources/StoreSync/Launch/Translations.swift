import ChapterKit
import ScenarioLanguage

extension StoreSyncApp {
  /// The chapter's title and its variants' summaries in Japanese.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "一つのストア、一つの状態、リデューサー",
      readMe: """
        SwiftUI のアプリが状態をすべて一つの値にまとめ、一つのストアに持たせます。ビューはアクションを\
        送ります。純粋な関数であるリデューサーが状態を変え、エフェクトを返します。エフェクトはサーバーと\
        やりとりし、その答えをアクションとして送り返します。詳細画面は todo の id で切り出したストアの\
        状態の一部なので、どの一覧も読んでいるその場所で todo を編集します。

        ステップ 3 に注目してください。名前の変更はアクションで、body が実行される行は名前を変えた行だけです。\
        ステップ 11 では、サーバーからの変更もアクションとして、バックグラウンドのタスクから送られます。
        """,
      variantSummaries: [
        "scoped-store": "一つのストアに一つの状態。詳細画面は id で切り出したその一部。サーバーからの変更もアクションで、サーバーの今の値で答える",
        "stack-of-copies":
          "ウインドウごとのスタックが詳細画面の状態を持ち、それぞれが todo のコピーを持つ。"
          + "詳細画面のデリゲートアクションを受けて、親が一覧とほかのすべてのコピーに todo を書く",
        "observe-whole-state": "一覧とその行が状態全体を読む。そのためアクションのたびに、一覧の body とすべての行の body が動く",
        "detail-state-copy": "詳細画面のタイトル欄が、開いたときに取ったタイトルのコピーを表示する。ほかでの変更は届かない",
        "writes-pushed-value": "サーバーからの変更が届いたときに、その値をリデューサーがそのまま状態に書く。遅れて届くと新しい編集を取り消す",
        "answer-not-cancelled": "プッシュが出す問い合わせを取り消せない。編集の前に読まれた応答が編集のあとに届き、編集を取り消す",
      ])
  ]
}
