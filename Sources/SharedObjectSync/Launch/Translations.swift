import ChapterKit
import ScenarioLanguage

extension SharedObjectSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "監視可能なオブジェクトを一つだけ共有する",
      readMe: """
        SwiftUI のアプリが、@Observable なオブジェクトの TodoC\
        ontroller を一つ、App の @State に持ち、.environm\
        ent(controller) ですべてのウインドウの環境に入れます。どのウイン\
        ドウの一覧も行も詳細画面も、その一つのインスタンスを読みます。body は自分が\
        読んだものが変わったときにだけ、もう一度実行されます。

        ステップ 3 に注目してください。名前の変更はすぐに詳細画面の後ろの一覧に出て、\
        実行されるのは名前を変えた行の body だけです。ステップ 11 では、サーバ\
        ーからの変更が両方のウインドウに届きます。同じオブジェクトを通るからです。
        """,
      variantSummaries: [
        "shared": "App の環境に置いたコントローラー一つ。どのビューもそれを読み書きする",
        "uikit-tracking": "同じコントローラーを、withObservationTracking でセルごとに追跡する UIKit の画面で表示する",
        "array-of-values": "[Todo] の値を持つ @Observable のコントローラー。名前を変えるたびに、どの一覧の body も一覧全体を回る",
        "foreach-id-self":
          "コピーに対する ForEach(todos, id: \\.self)。編集のたびに一覧の body が動き、編集した行を新しい行に置き換える",
        "store-recreated": "App がコントローラーを @State ではなく body で作る。ウインドウごとに新しいものができ、あるウインドウの編集がほかに届かない",
        "detail-owns-copy": "詳細画面が todo の @State のコピーを編集する。ほかの場所での変更は届かない",
        "binding-by-index":
          "行と詳細画面を $todos[index] にバインドする。開いている todo より前が削除されると、別の todo が詳細画面の下に入る",
        "tracks-once": "UIKit の一覧は、一度変わったセルを追跡し直さない。最初の編集しか表示されない",
      ])
  ]
}
