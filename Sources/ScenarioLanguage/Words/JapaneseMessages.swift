extension Messages {
  /// What the program says in Japanese, in the words of Chapters/ja/用語集.md.
  static let japanese: [String: String] = [
    "quote": "「{text}」",
    "theTodo": "その todo",

    "story.open": "一覧の「Call the dentist」をタップします。詳細画面が開きます。",
    "story.favorite": "詳細画面で ★ をタップします。後ろにある一覧の行に注目。",
    "story.rename": "詳細画面でタイトルを書き換えて確定します。",
    "story.back": "戻ります。行に新しいタイトルと ★ が出ているでしょうか。",
    "story.openSecond": "「Pick up dry cleaning」を開きます。",
    "story.delete": "詳細画面から削除します。詳細画面は閉じます。",
    "story.add": "一覧から todo を追加します。t21 が先頭に入ります。",
    "story.scene2": "二つ目のウインドウを開きます。シーン 2 は一覧から始まります。",
    "story.openInScene2": "シーン 2 で「Buy oat milk」を開きます。",
    "story.renameInScene2": "シーン 2 で名前を変えます。シーン 1 の一覧もすぐに追いつくはずです。",
    "story.serverPush": "サーバーからの変更が、バックグラウンドのスレッドから t21 をお気に入りにします。",
    "story.scene1": "シーン 1 に戻ります。",
    "story.scroll": "シーン 1 の一覧をスクロールします。どのセルも一覧自身の状態から描画し直されます。",
    "story.sort": "シーン 1 の一覧をお気に入りが先の順に並べ替えます。シーン 2 の一覧もすぐに従います。",
    "story.relaunch":
      "アプリを終了して起動し直します。二つのシーン、シーン 2 の詳細画面、並び順が戻ってきます。",

    "narration.open": "シーン {scene} で、一覧の{title}をタップします。詳細画面が開きます。",
    "narration.link": "シーン {scene} で、通知から{title}を開きます。詳細画面が一覧の上に開きます。",
    "narration.favorite": "{title}の詳細画面で ★ をタップします。",
    "narration.rename": "詳細画面で{title}を{newTitle}に書き換えて確定します。",
    "narration.delete": "{title}を詳細画面から削除します。詳細画面は閉じます。",
    "narration.add": "シーン {scene} の一覧から{newTitle}を追加します。先頭に入ります。",
    "narration.remove": "シーン {scene} の一覧で{title}をスワイプして削除します。",
    "narration.back": "シーン {scene} の一覧に戻ります。",
    "narration.scroll":
      "シーン {scene} の一覧をスクロールします。どのセルも一覧自身の状態から描画し直されます。",
    "narration.switchScene": "シーン {scene} に切り替えます。",
    "narration.openScene": "ウインドウを開きます。シーン {scene} は一覧から始まります。",
    "narration.close": "シーン {scene} のウインドウを閉じます。",
    "narration.remoteRename":
      "サーバーからの変更が、バックグラウンドのスレッドから{title}を{newTitle}に変えます。",
    "narration.remoteFavorite":
      "サーバーからの変更が、バックグラウンドのスレッドから{title}のお気に入りを切り替えます。",
    "narration.remoteDelete": "サーバーからの変更が、バックグラウンドのスレッドから{title}を削除します。",
    "narration.remoteLate":
      "{push}データソースにはすぐ入りますが、その知らせは遅れて、次のステップの終わりに届きます。",
    "narration.sortFavoritesFirst":
      "シーン {scene} の一覧をお気に入りが先の順に並べ替えます。どのシーンも従います。",
    "narration.sortNewestFirst": "シーン {scene} の一覧を新しい順に並べ替えます。どのシーンも従います。",
    "narration.relaunch": "アプリを終了して起動し直します。",

    "problem.todo": "「{title}」{star}",
    "problem.shownTwice": "シーン {scene}：行 {id} が {times} 回表示されている",
    "problem.rowDiffers": "シーン {scene}：行 {id} は {shown}、データソースでは {truth}",
    "problem.rowDeleted": "シーン {scene}：行 {id} は削除されたのに、まだ表示されている",
    "problem.rowMissing": "シーン {scene}：一覧に {id} の行がない",
    "problem.detailDiffers": "シーン {scene}：詳細画面は {shown}、データソースでは {truth}",
    "problem.detailDeleted": "シーン {scene}：{id} は削除されたのに、詳細画面がまだ開いている",
    "screen.poppedDetail": "シーン {scene} でポップした {id} の詳細画面",
    "screen.closedList": "閉じたシーン {scene} の一覧",
    "screen.closedDetail": "閉じたシーン {scene} の {id} の詳細画面",
    "problem.lostRename": "{id} を「{title}」に変えたのに失われた：データソースはまた「{now}」",
    "note.lateWrite": "サーバーによる {id} の変更はデータソースに入った。知らせが遅れているので、まだどの画面にも出ない",
    "note.lateArrival": "サーバーによる {id} の変更の知らせが、このステップの終わりに遅れて届いた",
    "problem.couldNotRun": "このステップは実行できなかった：{reason}",
    "problem.stillAlive": "{screen} がまだ生きている",
    "problem.stillAliveAndRendered": "{screen} がまだ生きていて、{ids} を描画した",

    "storyboard.sceneList": "シーン {scene} · 一覧",
    "storyboard.detailOf": "詳細 {id}",
    "storyboard.detail": "詳細",
    "storyboard.step": "ステップ {step} · {command}",
    "storyboard.inSync": "✓ どの画面もデータソースと同じ",
    "storyboard.shouldBe": "正しくは {star} {title}",
    "storyboard.deleted": "データソースでは削除済み",
    "storyboard.more": "⋮ ほか {count} 件",
    "storyboard.listOnTop": "一覧が一番上にあります。",
    "storyboard.favorite": "★ お気に入り",
    "storyboard.notFavorite": "☆ お気に入りではない",
    "storyboard.title": "{chapter} — {title}",
  ]
}
