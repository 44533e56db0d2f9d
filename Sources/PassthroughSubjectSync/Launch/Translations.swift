import ChapterKit
import ScenarioLanguage

extension PassthroughSubjectSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "すべての変更をそのまま通すサブジェクト",
      readMe: """
        アプリは PassthroughSubject<TodoChange, Neve\
        r> を持つイベントのサービスを一つ作り、環境に入れます。一覧のビューモデルとす\
        べての詳細画面は sink で購読し、その購読を保存し、メインキューで受け取りま\
        す。todo を変えた側はそれを保存して変更を送ります。サブジェクトはその時点の\
        購読者に渡すだけで、何も持ちません。

        ステップ 3 に注目してください。詳細画面が名前の変更を送り、後ろの一覧はその行\
        だけを描画します。ステップ 11 では、サーバーからの変更がバックグラウンドのス\
        レッドから送られ、メインキューで届きます。
        """,
      variantSummaries: [
        "subject": "注入したサービスにサブジェクトを一つ。画面はメインキューで sink し、それを保持する",
        "cancellable-dropped": "一覧が AnyCancellable を保持しない。購読はすぐに終わる",
        "separate-subjects": "画面ごとに自分のサブジェクトを作る。ある画面が送ったものを、ほかの画面は聞かない",
        "completed-on-close": "閉じる詳細画面が .finished を送る。共有のサブジェクトはどの画面にとっても終わる",
        "assign-on-self": "一覧は変更を自分自身に assign し、その購読を保持する。閉じた一覧が生き続ける",
      ])
  ]
}
