import ChapterKit

extension NotificationCenterSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "NotificationCenter ですべての変更を全員に知らせる",
      variantSummaries: [
        "broadcast": "変更はすべて保存してから通知する。どの画面もまずモデルを、次にビューを更新する",
        "reload-data": "一覧の todos の didSet でテーブル全体をリロードする。どの変更でもすべての行を描画する",
        "view-only-patch": "一覧は見えているセルだけを直し、モデルは直さない。スクロールすると古い値が戻る",
        "observer-leak": "一覧は表示されるたびにオブザーバーを追加する。変更が何度も届き、一覧は解放されない",
        "double-write": "一覧は知らされた todo をもう一度保存する。遅れて届いた知らせが新しい編集を取り消す",
        "posted-before-save": "詳細画面が保存する前に通知する。どの画面も古い値を読み直し、編集一つ分遅れる",
      ])
  ]
}
