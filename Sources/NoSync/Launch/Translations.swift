import ChapterKit
import ScenarioLanguage

extension NoSyncApp {
  /// The chapter's title and its variants' summaries in Japanese, in the words of
  /// Chapters/ja/用語集.md.
  nonisolated static let translations: [Language: ChapterTranslation] = [
    .japanese: ChapterTranslation(
      title: "ほかのすべての章が直すバグ",
      readMe: """
        一覧は todo を一度だけ読み込み、自分の配列に持ちます。詳細画面は todo\
         を一つ読み込み、変更をデータソースに書き込みます。一覧には誰も知らせないので、\
        編集のあとも一覧は古い値を表示したままです。一覧がたまたま読み直すまで、その行は\
        古いままです。

        ステップ 4 に注目してください。詳細画面は「Call the dentist \
        about the crown」なのに、一覧はまだ「Call the denti\
        st」です。赤い `古い` の印は、データソースと食い違っている行です。

        ほかのすべての章は、一覧に知らせる仕組みでこれを直します。その前に、下のバリアン\
        トを試してください。誰もが最初に思いつく直し方と、それが効かなくなるところです。
        """,
      variantSummaries: [
        "copy": "一覧は todo を一度だけコピーする。詳細画面での編集は一覧に届かない",
        "refetch-on-appear": "一覧は表示されるたびに読み直す。ほかのシーンやサーバーからの編集は古いまま",
      ])
  ]
}
