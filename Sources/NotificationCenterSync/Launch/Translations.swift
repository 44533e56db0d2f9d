import ChapterKit
import ScenarioLanguage

extension NotificationCenterSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "NotificationCenter ですべての変更を全員に知らせる",
      readMe: """
        第 0 章と同じく、どの画面も自分のモデルを持ちます。ただし今度は、どの変更も知\
        らされます。詳細画面は編集を保存し、変更を入れた .todoDidChange \
        通知を送ります。すべてのシーンのすべての一覧と詳細画面がその通知をメインキューで\
        監視し、まず自分のモデルを更新してから、変わった行だけを描画し直します。

        ステップ 3 に注目してください。名前の変更はすぐに詳細画面の後ろの一覧に届きま\
        す。ステップ 11 では、サーバーからの変更がバックグラウンドのスレッドから送ら\
        れても、メインキューで届きます。
        """,
      variantSummaries: [
        "broadcast": "変更はすべて保存してから通知する。どの画面もまずモデルを、次にビューを更新する",
        "reload-data": "一覧の todos の didSet でテーブル全体をリロードする。どの変更でもすべての行を描画する",
        "view-only-patch": "一覧は見えているセルだけを直し、モデルは直さない。スクロールすると古い値が戻る",
        "observer-leak": "一覧は表示されるたびにオブザーバーを追加する。変更が何度も届き、一覧は解放されない",
        "double-write": "一覧は知らされた todo をもう一度保存する。遅れて届いた知らせが新しい編集を取り消す",
        "posted-before-save": "詳細画面が保存する前に通知する。どの一覧も古い値を読み直し、編集一つ分遅れる",
      ])
  ]
}
