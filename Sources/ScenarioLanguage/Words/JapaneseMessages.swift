extension Messages {
  /// What the program says in Japanese, in the words of Chapters/ja/用語集.md.
  public static let japanese: [String: String] = Dictionary(
    uniqueKeysWithValues: Array(japaneseOfTheScreens) + Array(japaneseOfTheCommandLine))

  /// What the program says in Japanese of the story, the screens and the scenario language.
  static let japaneseOfTheScreens: [String: String] = [
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
    "narration.type": "{title}の詳細画面で、名前欄に{newTitle}と入力します。まだ確定しません。",
    "narration.submit": "{title}の詳細画面で、名前欄の Return を押して確定します。",
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
    "narration.hold":
      "ここからは、サーバーが送るもの（プッシュの知らせ、アプリへの応答）は届けるまで待ちます。",
    "narration.deliverPush": "{title}についてのプッシュ {name} が、ほかより遅れてアプリに届きます。",
    "narration.deliverAnswer": "{title}についての応答 {name} が、ほかより遅れてアプリに届きます。",
    "narration.deliverAll": "待っているものがすべて、送られた順にアプリに届きます。このあとは何も待ちません。",
    "narration.remoteLate":
      "{push}データソースにはすぐ入りますが、その知らせは遅れて、次のステップの終わりに届きます。",
    "narration.sortFavoritesFirst":
      "シーン {scene} の一覧をお気に入りが先の順に並べ替えます。どのシーンも従います。",
    "narration.sortNewestFirst": "シーン {scene} の一覧を新しい順に並べ替えます。どのシーンも従います。",
    "narration.relaunch": "アプリを終了して起動し直します。",

    "problem.todo": "「{title}」{star}",
    "problem.shownTwice": "シーン {scene}：行 {id} が {times} 回表示されている",
    "problem.rowDiffers": "シーン {scene}：行 {id} は{shown}、データソースでは{truth}",
    "problem.rowDeleted": "シーン {scene}：行 {id} は削除されたのに、まだ表示されている",
    "problem.rowMissing": "シーン {scene}：一覧に {id} の行がない",
    "problem.detailDiffers": "シーン {scene}：詳細画面は{shown}、データソースでは{truth}",
    "problem.typingReplaced": "シーン {scene}：詳細画面は{shown}。入力した「{typed}」はまだ確定していないのに消えた",
    "problem.newSceneOnADetail": "シーン {scene} が {id} の詳細画面で開いた。新しいウインドウは一覧から始まるはず",
    "problem.detailDeleted": "シーン {scene}：{id} は削除されたのに、詳細画面がまだ開いている",
    "screen.poppedDetail": "シーン {scene} でポップした {id} の詳細画面",
    "screen.closedList": "閉じたシーン {scene} の一覧",
    "screen.closedDetail": "閉じたシーン {scene} の {id} の詳細画面",
    "problem.lostRename": "{id} を「{title}」に変えたのに失われた：データソースはまた「{now}」",
    "note.lateWrite": "サーバーによる {id} の変更はデータソースに入った。知らせが遅れているので、まだどの画面にも出ない",
    "note.holding": "サーバーが送るものは、ここから待つ。'deliver' で届ける",
    "note.heldPush": "サーバーによる {id} の変更はデータソースに入った。プッシュは {name} として待つ",
    "note.delivered": "{name} がアプリに届いた",
    "note.answerNotWaiting": "待っている応答 {name} はない。このアプリが求めなかったか、取り消したか、もう届いた",
    "note.waiting": "待っているもの：{names}。届くまでは、画面がそれより前の todo を表示していることがある",
    "note.lateArrival": "サーバーによる {id} の変更の知らせが、このステップの終わりに遅れて届いた",
    "problem.couldNotRun": "このステップは実行できなかった：{reason}",
    "problem.stillAlive": "{screen} がまだ生きている",
    "problem.stillAliveAndRendered": "{screen} がまだ生きていて、{ids} を描画した",

    "storyboard.sceneList": "シーン {scene} · 一覧",
    "storyboard.detailOf": "詳細 {id}",
    "storyboard.detail": "詳細",
    "storyboard.step": "ステップ {step} · {command}",
    "storyboard.inSync": "✓ どの画面もデータソースと同じ",
    "storyboard.inSyncWaiting": "✓ 編集も入力も失われていない。まだ待っているもの：{names}",
    "storyboard.shouldBe": "正しくは {star} {title}",
    "storyboard.deleted": "データソースでは削除済み",
    "storyboard.more": "⋮ ほか {count} 件",
    "storyboard.listOnTop": "一覧が一番上にあります。",
    "storyboard.favorite": "★ お気に入り",
    "storyboard.notFavorite": "☆ お気に入りではない",
    "storyboard.title": "{chapter} — {title}",

    "verbatim": "{text}",
    "error.atLine": "{line} 行目：{message}",

    "parse.deliverNeedsName":
      "'deliver' には届けるものが要ります。プッシュなら 'deliver p1'、応答なら 'deliver a1'、"
      + "すべてなら 'deliver all' と書いてください",
    "parse.notADelivery":
      "'{text}' は届けるものの名前ではありません。プッシュは p1、p2、…、応答は a1、a2、… です。"
      + "すべてなら 'deliver all' と書いてください",
    "parse.remoteLateNeedsChange":
      "'remote late' のあとには変更を書きます（例：'remote late favorite t3'）。サーバーからの変更は"
      + "すぐにデータソースに入り、その知らせは次のコマンドのあとに届きます",
    "parse.noArguments": "'{command}' は引数を取りません。'{command}' とだけ書いてください",
    "parse.needsID": "'{command}' には todo の id が要ります（例：'{command} t3'）",
    "parse.oneID": "'{command}' が取る todo の id は一つです（例：'{command} t3'）",
    "parse.notAnID": "'{text}' は todo の id ではありません。id は t1、t2、t21 のような形です",
    "parse.needsSceneNumber": "'{command}' には 1〜{last} のシーン番号が要ります（例：'{command} 2'）",
    "parse.badSceneNumber":
      "'{command} {text}'：1〜{last} のシーン番号を書いてください（例：'{command} 2'）",
    "parse.noSuchScene": "シーン {number} はありません。シーンの番号は 1〜{last} です",
    "parse.sortNeedsOrder": "'sort' には並び順が要ります：'sort newest' か 'sort favorites-first'",
    "parse.notAnOrder":
      "'{text}' は並び順ではありません。'sort newest' か 'sort favorites-first' と書いてください",
    "parse.remoteRenameNeeds":
      "'remote rename' には id とタイトルが要ります（例：'remote rename t3 Buy oat milk'）",
    "parse.remoteNeedsChange":
      "'remote' には変更が要ります：'remote rename <id> <title>'、'remote favorite <id>'、"
      + "'remote delete <id>' のどれか",
    "parse.notARemoteChange":
      "'remote {kind}' というサーバーからの変更はありません。'remote rename <id> <title>'、"
      + "'remote favorite <id>'、'remote delete <id>' のどれかを書いてください",
    "parse.didYouMean":
      "'{word}' というコマンドはありません。'{suggestion}' のことですか？ 'help' でコマンドの一覧が出ます",
    "parse.unknownCommand": "'{word}' というコマンドはありません。コマンドは {known} です",
    "parse.notUTF8":
      "この行は正しい UTF-8 ではありません（壊れたバイトは \u{FFFD} として読まれます）。何も保存していません",
    "title.needsTitle": "'{command}' にはタイトルが要ります（例：'{command} Buy oat milk'）",
    "title.controlCharacter":
      "タイトルに制御文字 {codePoint} が入っています。タイトルは表示できる文字だけの 1 行です",
    "title.tooLong": "タイトルが {count} 文字あります。タイトルは {maximum} 文字までです",

    "rules.lateAlreadyOnItsWay":
      "遅れて届くサーバーからの変更が、すでに一つ向かっています。先にほかのコマンドを実行してください。"
      + "その知らせはそのあとに届きます",
    "rules.lateWhileHolding":
      "プッシュはすでに待たされているので、'remote late' は要りません。ふつうの 'remote' の"
      + "プッシュが 'deliver' まで待ちます",
    "rules.alreadyHolding":
      "サーバーが送るものはすでに待たされています。'deliver all' で届け、待たせるのをやめます",
    "rules.nothingHeld": "何も待たされていません。'hold' でサーバーが送るものを待たせます",
    "rules.nothingWaiting":
      "{name} は待っていません。待っているものはありません。'hold' のあとは、'remote' の"
      + "プッシュが p1、p2、… として待ちます",
    "rules.notWaiting": "{name} は待っていません。待っているもの：{waiting}",
    "rules.relaunchWhileHolding":
      "サーバーが送るものが待たされています。先に 'deliver all'、それから 'relaunch' を",
    "rules.relaunchNeedsStorage":
      "'relaunch' はデータをストレージに保存する章で使えます。この章はメモリーに置いているので、"
      + "第 5 章で試してください",
    "rules.sortIsChapter5":
      "'sort' は設定で、設定は第 5 章のテーマです。@AppStorage に保存する SceneAppStorageSync で"
      + "試してください",
    "rules.sceneOneStays": "シーン 1 はアプリの最初のウインドウなので閉じません。閉じられるのはシーン 2 か 3 です",
    "rules.sceneNotOpen": "シーン {number} は開いていません。開いているシーンは {open} です",
    "rules.needsList":
      "'{command}' は一覧で使うコマンドですが、シーン {scene} には {id} の詳細画面が出ています。"
      + "'back' で一覧に戻れます",
    "rules.needsDetail":
      "'{command}' には開いた詳細画面が要りますが、シーン {scene} には一覧が出ています。"
      + "'open <id>' で開けます",
    "rules.goneDetail": "'{command}' の対象の {id} はもうありません。'back' でその詳細画面を閉じてください",
    "rules.noSuchTodo": "todo {id} はありません。'dump' で今ある id がわかります",
    "rules.noRow":
      "シーン {scene} の一覧に {id} の行はありません。'link {id}' なら一覧の外から開けます",

    "help.open": "アクティブなシーンの一覧で行をタップする（一覧が一番上にあるとき）",
    "help.link": "一覧の外から詳細画面を開く（ディープリンクのように）",
    "help.favorite": "開いている詳細画面のお気に入り（★）を切り替える",
    "help.rename": "開いている todo の名前を変える（1〜200 文字、1 行）",
    "help.type": "開いている詳細画面の名前欄に入力する（確定はしない）",
    "help.submit": "詳細画面の名前欄にある文字を確定する（Return と同じ）",
    "help.delete": "開いている todo を詳細画面から削除する。詳細画面は閉じる",
    "help.add": "一覧から todo を先頭に追加する（一覧が一番上にあるとき）",
    "help.remove": "一覧の行をスワイプして削除する（一覧が一番上にあるとき）",
    "help.back": "開いている詳細画面をポップする",
    "help.scroll": "一覧のセルを、一覧画面自身の状態から描画し直す",
    "help.scene": "シーン n（1〜3）をアクティブにする。新しいシーンは一覧から始まる",
    "help.close": "シーン n（2 か 3）をウインドウのように閉じる（シーン 1 は閉じない）",
    "help.remoteRename": "バックグラウンドのスレッドから、サーバーからの変更で名前を変える",
    "help.remoteFavorite": "サーバーからの変更でお気に入りを切り替える",
    "help.remoteDelete": "サーバーからの変更で削除する",
    "help.hold": "ここから、サーバーのプッシュと応答を待たせる（p1、a1、… と名前が付く）",
    "help.deliver": "待っているプッシュか応答を一つ、またはすべて（待たせるのもやめる）アプリに届ける",
    "help.remoteLate": "知らせが次のコマンドのあとに届く、サーバーからの変更（例：'remote late favorite t3'）",
    "help.sort": "すべてのシーンの一覧の並び順。起動し直しても残る設定（第 5 章）",
    "help.relaunch": "アプリを終了して起動し直す（保存する章はすべてを元に戻す）",
    "help.dump": "どのシーンに何が出ているかを表示する（プレーン形式の行、pretty では画面）",
    "help.help": "この一覧を表示する",
    "help.quit": "コマンドの読み込みを終える",

  ]
}
