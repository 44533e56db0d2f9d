import ChapterKit
import ScenarioLanguage

extension QuerySyncApp {
  /// The chapter's title and its variants' summaries in Japanese.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "SwiftData のクエリ",
      readMe: """
        SwiftUI のアプリが todo を SwiftData のモデルコンテナに置きます。どのウインドウの一覧も\
        コンテナのメインコンテキストに対する @Query で、詳細画面は todo の永続識別子を受け取り、\
        そのモデルを編集します（入力中の文字は Return までフィールドに残します）。サーバーからの変更は、自分のコンテキストを持つ\
        モデルアクターが保存し、その保存がメインコンテキストに届きます。

        ステップ 3 に注目してください。名前の変更はすぐに詳細画面の後ろの一覧に出ます。どちらも\
        同じモデルを読むからです。ステップ 11 では、サーバーからの変更が保存を通って両方の\
        ウインドウに届きます。
        """,
      variantSummaries: [
        "query": "メインコンテキストに対する @Query。詳細画面は永続識別子で見つけたモデルを編集し、サーバーからの変更はモデルアクターが保存する",
        "fetch-in-view-model":
          "一覧が @Observable なビューモデルのフェッチ結果を表示する。名前の変更は出るが、ほかの場所で追加・削除した todo は現れも消えもしない",
        "search-in-child-query":
          "一覧の上に検索欄。子ビューがイニシャライザーで文字から @Query を作るので、絞り込みが入力に追従する",
        "filter-and-sort-in-body":
          "一覧が todo をすべてクエリし、body で絞り込んで並べ替える。そのため名前を変えるたびに body が動く",
        "second-context": "詳細画面が自分で作った ModelContext のモデルを編集し、そのコンテキストは保存しない。どの一覧にも編集が出ない",
        "model-held-after-delete":
          "詳細画面が、開いたときに見つけたモデルを持ち続ける。ほかの場所で削除した todo が最後のタイトルのまま開いている",
        "value-copy": "詳細画面が、todo の値をコピーした @State を編集する。ほかの場所での変更は届かない",
        "field-bound-to-model":
          "詳細画面のタイトル欄がモデルに直接バインドされている。入力中の文字が Return の前からすべての一覧に出て、その todo へのプッシュで消える",
      ])
  ]
}
