import ChapterKit

extension DelegateSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "弱参照のデリゲートで、すべての画面に知らせる",
      variantSummaries: [
        "weak-delegates": "ストア一つが、どの画面も弱参照のデリゲートとして持ち、すべての変更をそれぞれに伝える",
        "single-delegate": "詳細画面のデリゲートは、それを開いた一覧だけ。ほかのシーンとサーバーの変更は聞こえない",
        "strong-delegate": "ストアがデリゲートを強参照で持つ。どの画面も解放されない",
        "closure-captures-self": "一覧が self をキャプチャする onChange クロージャーを登録する。どの一覧も解放されない",
      ])
  ]
}
