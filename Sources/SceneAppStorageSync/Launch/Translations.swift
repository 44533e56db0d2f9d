import ChapterKit
import ScenarioLanguage

extension SceneAppStorageSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "プロセスが終わっても残るもの：SQLite、@AppStorage、@SceneStorage",
      readMe: """
        ここでは 3 種類の状態が、それぞれふさわしい場所に置かれ、起動し直しても残りま\
        す。todo はモデルです。SQLite のデータベースに置き、編集は一つずつトランザク\
        ションでコミットするので、一覧がどれだけ長くても、編集のコストは変わりません。並び順は設定で\
        す。@AppStorage("sortOrder") に置き、どのウインドウの一\
        覧もそれを読むので、一つのウインドウで選んだ順がすべてのウインドウに出ます。ウイ\
        ンドウがどの todo を表示しているかは、そのウインドウ自身の UI の状態で\
        す。@SceneStorage("selection") にシーンごとに置きます\
        。

        最後のステップに注目してください。アプリが終了して起動し直し、両方のウインドウが\
        戻ります。シーン 2 は詳細画面を開いたままです。スクリプトと REPL は実行\
        と実行のあいだでデータを残します（場所は --help に、消すには --res\
        et）。ストーリーは自分専用の保存先を使います。
        """,
      variantSummaries: [
        "sqlite-store": "todo は SQLite のデータベースに、並び順はアプリのストレージに、各シーンの選択はシーンのストレージに。すべて復元される",
        "todos-in-app-storage": "一覧全体を一つのキーでアプリのストレージに。同期して復元もされるが、編集のたびに全体を書き直す",
        "todos-in-scene-storage": "ウインドウごとに自分の todo をシーンのストレージに持つ。ほかのシーンもサーバーも届かない",
        "key-collision": "どのウインドウの選択も、一つのキーでアプリのストレージに。新しいウインドウが別のウインドウの詳細画面を開く",
      ])
  ]
}
