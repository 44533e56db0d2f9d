import ChapterKit
import ScenarioLanguage

extension DiffableSnapshotSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "識別子のスナップショット、Diffable Data Source、そしてリロードの落とし穴",
      readMe: """
        どの一覧も、Diffable Data Source を通して識別子のスナップシ\
        ョットを表示します。新しいスナップショットを適用すると、画面上のものとの差分をと\
        り、違う行だけを更新します。詳細画面はストアを通して書き込み、ストアはどの to\
        do が変わったかをすべての一覧に知らせます。各一覧は、そのアイテムを再構成する\
        よう求めるスナップショットを適用します。セルはそのまま、中身が新しくなります。

        各ステップの下に、それぞれのデータソースがテーブルに何をしたかが出ます。ステップ\
         2 の「reconfigure t3」に注目してください。
        """,
      variantSummaries: [
        "reconfigure": "スナップショットには識別子、データはストアに。編集はセルの中のアイテムを reconfigure する",
        "apply-whole-list": "変更のたびに全識別子の新しいスナップショットを適用し、画面上の一覧と差分を取る",
        "id-only-equality": "アイテムはタイトルを持つが識別子だけで比べる。新しいスナップショットは何も変えず、表示は古いまま",
        "reload-new-value": "アイテムは識別子で比べる。編集は新しい値でアイテムをリロードするが、古い値が表示される",
        "full-value-hashable": "アイテムは todo の値全体。編集は表示されるが、新しいセルの削除と挿入になる",
        "ids-and-store": "スナップショットには識別子、データはストアに。編集は新しいセルでアイテムをリロードする",
        "reference-info": "アイテムは変更できる情報への参照を持つ。編集はその場で変えてリロードする",
      ])
  ]
}
