import ChapterKit
import ScenarioLanguage

extension DelegateSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "弱参照のデリゲートで、すべての画面に知らせる",
      readMe: """
        多くの人が最初に書く直し方はデリゲートです。詳細画面が weak var del\
        egate を持ち、それを開いた一覧に知らせが返ります。これで届くのは一つの画面\
        だけです。このアプリはもう一歩進めます。一度だけ作るストアが弱参照のデリゲートの\
        一覧を持ち、すべてのシーンのすべての一覧と詳細画面が自分を加えます。解放された画\
        面はひとりでに外れます。todo を変えた側はストアを通して保存し、ストアは何が\
        変わったかを、メインアクターで各デリゲートに伝えます。

        ステップ 10 に注目してください。シーン 2 での名前の変更がシーン 1 の一\
        覧に届きます。デリゲートが一つだけなら決して届きません。ステップ 11 では、サ\
        ーバーからの変更も同じストアを通ります。
        """,
      variantSummaries: [
        "weak-delegates": "ストア一つが、どの画面も弱参照のデリゲートとして持ち、すべての変更をそれぞれに伝える",
        "single-delegate": "詳細画面のデリゲートは、それを開いた一覧だけ。ほかのシーンとサーバーの変更は聞こえない",
        "strong-delegate": "ストアがデリゲートを強参照で持つ。どの画面も解放されない",
        "closure-captures-self": "一覧が self をキャプチャする onChange クロージャーを登録する。どの一覧も解放されない",
      ])
  ]
}
