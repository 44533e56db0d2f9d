import ChapterKit

extension PassthroughSubjectSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "すべての変更をそのまま通すサブジェクト",
      variantSummaries: [
        "subject": "注入したサービスにサブジェクトを一つ。画面はメインキューで sink し、それを保持する",
        "cancellable-dropped": "一覧が AnyCancellable を保持しない。購読はすぐに終わる",
        "separate-subjects": "画面ごとに自分のサブジェクトを作る。ある画面が送ったものを、ほかの画面は聞かない",
        "completed-on-close": "閉じる詳細画面が .finished を送る。共有のサブジェクトはどの画面にとっても終わる",
        "assign-on-self": "一覧は変更を自分自身に assign し、その購読を保持する。閉じた一覧が生き続ける",
      ])
  ]
}
