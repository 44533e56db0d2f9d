extension Messages {
  /// What the program says in Japanese, in the words of Chapters/ja/用語集.md.
  public static let japanese: [String: String] = [
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
    "problem.rowDiffers": "シーン {scene}：行 {id} は{shown}、データソースでは{truth}",
    "problem.rowDeleted": "シーン {scene}：行 {id} は削除されたのに、まだ表示されている",
    "problem.rowMissing": "シーン {scene}：一覧に {id} の行がない",
    "problem.detailDiffers": "シーン {scene}：詳細画面は{shown}、データソースでは{truth}",
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

    "verbatim": "{text}",
    "error.atLine": "{line} 行目：{message}",

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
    "help.remoteLate": "知らせが次のコマンドのあとに届く、サーバーからの変更（例：'remote late favorite t3'）",
    "help.sort": "すべてのシーンの一覧の並び順。起動し直しても残る設定（第 5 章）",
    "help.relaunch": "アプリを終了して起動し直す（保存する章はすべてを元に戻す）",
    "help.dump": "どのシーンに何が出ているかを表示する（プレーン形式の行、pretty では画面）",
    "help.help": "この一覧を表示する",
    "help.quit": "コマンドの読み込みを終える",

    "runner.noVariant": "{chapter} に '{name}' というバリアントはありません。バリアントは {names} です",
    "runner.resetNothing": "--reset は保存したデータを消しますが、{chapter} は何も保存しません",
    "runner.cannotReadScript":
      "スクリプト '{path}' を読めません。コマンドを書いたテキストファイルのパスを渡すか、コマンドを"
      + "標準入力に流し込んでください",
    "runner.scriptNotUTF8": "スクリプト '{path}' は UTF-8 のテキストではありません。UTF-8 で保存してください",
    "runner.symptomStory": "この落とし穴のストーリー、シナリオ {name}：{summary}",
    "runner.noSuchStep": "ストーリーのステップは 1〜{count} です。--step {number} はありません",
    "runner.variantBanner": "バリアント {name}：{summary}",
    "runner.otherVariants":
      "ほかのバリアント（落とし穴は Pitfalls/、ほかの設計は Alternatives/ にあります。--variant で"
      + "動かせます）：",
    "runner.beforeFirstStep": "最初のステップの前：",
    "runner.tryNext": "`--list-variants`、`--variant NAME`、`--interactive`、`--help` も試してください。",
    "runner.pacePrompt": "Enter：次のステップ · 1〜{count}：そのステップへ · q：終了 › ",
    "runner.paceError": "'{answer}' は答えになっていません。Enter を押すか、1〜{count} か q を入力してください",
    "summary.noSymptom": "この実行では、落とし穴の症状が出ませんでした：{summary}。",
    "summary.mistakeShowed": "✗ ステップ {step} で落とし穴が表に出ました：{problem}。バリアント：{summary}。",
    "summary.allAgreed": "どのステップのあとも、すべての画面がデータソースと同じでした。",
    "summary.disagreed":
      "✗ {total} ステップのうち {count} ステップのあとで、画面がデータソースと食い違いました。{cannotRun}",
    "summary.cannotRun": "そのうち {count} ステップは実行できませんでした。",
    "repl.welcome": "{chapter}（バリアント {variant}）。コマンドを入力してください。'help' で一覧、'quit' で終了します。",
    "repl.promptList": "シーン {scene} · 一覧> ",
    "repl.promptDetail": "シーン {scene} · 詳細 {id}> ",
    "variants.default": "（既定）",
    "help.keepsNothing": "{chapter} は実行と実行のあいだに何も残しません。どの実行もサンプルの todo から始まります。",
    "help.storage":
      "保存先\n  {storage}\n  スクリプトと REPL はそこから続けます。ストーリーは自分専用の保存先を使います。"
      + "\n  swift run {chapter} --reset    保存したものを消し、次の実行を最初から始める",
    "help.screen":
      "{name} — {title}\n"
      + "\n"
      + "使い方\n"
      + "  swift run {name}                       ストーリーを再生する：readMe、そして各ステップ\n"
      + "  swift run {name} --interactive         プロンプトでコマンドを入力する\n"
      + "  swift run {name} --script FILE         FILE のコマンドを実行する（- は標準入力）\n"
      + "  printf 'open t3\\ndump\\n' | swift run {name}   コマンドを標準入力に流し込む\n"
      + "  swift run {name} --variant NAME        バリアントを動かす。--list-variants で一覧\n"
      + "  swift run -c release {name} --bench [--sizes 1000,10000,100000] [--edits 50] [--json]\n"
      + "\n"
      + "出力\n"
      + "  --plain    正規の行だけ、色なし。出力が端末でないときの既定\n"
      + "  --pretty   画面を横に並べる。端末では色付き（NO_COLOR があれば色なし）\n"
      + "  --color=auto|always|never   pretty 表示の色（always：less -R 用）\n"
      + "  --width N  N 桁に合わせる（既定：端末の幅、なければ COLUMNS、なければ 80）\n"
      + "  --all      ステップごとに Enter を待たずに、ストーリー全体を再生する\n"
      + "  --step N   ストーリーのステップ N だけを再生する\n"
      + "  --storyboard   ストーリー（--variant なら、その落とし穴のストーリー）を SVG で描く\n"
      + "  --lang en|ja   コマンド、名前、プレーン形式以外のすべての言語\n"
      + "                 （既定：ロケール。LC_ALL、LC_MESSAGES、LANG の順に見る）\n"
      + "\n"
      + "エラーのあったスクリプトは最後に 1 で終わる。コマンドラインの誤りは 2 で終わる。\n"
      + "{storage}\n"
      + "\n"
      + "コマンド（1 行に一つ。空行と # で始まる行は読み飛ばす）\n"
      + "{commands}\n"
      + "バリアント\n"
      + "{variants}\n",

    "option.excludeEachOther": "{flags} は同時に使えません。どれか一つにしてください",
    "option.step": "--step にはストーリーのステップ番号を渡します（例：--step 3）",
    "option.color": "--color に渡せるのは auto、always、never です。'{text}' は使えません",
    "option.lang": "--lang に渡せるのは en か ja です。'{text}' は使えません",
    "option.edits": "--edits には 1〜100000 の整数を渡します。'{text}' は使えません",
    "option.width": "--width には 20〜1000 の桁数を渡します。'{text}' は使えません",
    "option.unknown": "'{option}' というオプションはありません。--help でオプションの一覧が出ます",
    "option.benchOnly": "--json、--sizes、--edits は --bench と一緒に使います",
    "option.storyOnly": "--all と --step はストーリーと一緒に使います。ほかのモードとは使えません",
    "option.needsValue": "{option} には値が要ります（例：{example}）",
    "option.sizes":
      "--sizes には 1〜10000000 の一覧の大きさをカンマで区切って渡します（例：--sizes 1000,10000）。"
      + "'{text}' は使えません",

    "screen.scene": "シーン {scene}",
    "screen.activeScene": "シーン {scene} · アクティブ",
    "screen.moreRows": "⋮ ほか {count} 行",
    "screen.noRows": "（行なし）",
    "screen.detail": "詳細",
    "screen.detailOf": "詳細 {id}",
    "screen.listOnTop": "（一覧が一番上）",
    "screen.stale": "古い",
    "screen.deleted": "削除済み",
    "legend.changed": "● はこのステップで変わった行や詳細画面の印です。",
    "legend.stale": "古い はデータソースと違うものを表示している画面の印、削除済み はもうない todo の印です。",
    "legend.notes": "↳ の行は、この章の仕組みがこのステップで何をしたかを表します。",
    "legend.problem":
      "✗ は問題の印です：データソースと食い違う画面、解放されるべき画面、実行できなかったステップ。",

    "list.separator": "、",
    "thread.main": "メインスレッド",
    "thread.background": "バックグラウンドのスレッド",
    "change.added": "{id} の追加",
    "change.deleted": "{id} の削除",
    "change.updated": "{id} の更新",
    "change.renamed": "{id} の名前の変更",
    "change.starred": "{id} のお気に入り登録",
    "change.unstarred": "{id} のお気に入り解除",
    "change.renamedAndStarred": "{id} の名前の変更とお気に入り登録",
    "change.renamedAndUnstarred": "{id} の名前の変更とお気に入り解除",
    "note.inScene": "シーン {scene}：{note}",
    "note.parentPassedNewValues": "親ビューが新しい値を渡した",
    "note.cellReappeared": "セルがスクロールで画面に戻った",
    "note.runtimeError": "実行時エラー：{issue}",

    "scenario.edit-in-detail":
      "詳細画面で todo の名前を変える。後ろの一覧にも、戻ったあとの一覧にも出る。",
    "scenario.favorite":
      "詳細画面で todo をお気に入りにし、別の todo をお気に入りから外す。",
    "scenario.delete-from-detail":
      "詳細画面から todo を削除する。詳細画面が閉じ、行が消える。",
    "scenario.swipe-delete":
      "一覧で行をスワイプして削除する。二つ目のシーンも同じ一覧を表示している。",
    "scenario.add":
      "一覧から todo を二つ追加する。一つは詳細画面を表示していた一覧から。どちらも新しい "
      + "id で、すべての一覧の先頭に出る。",
    "scenario.deep-link":
      "一覧の外から詳細画面を開く。別の詳細画面の上にも、一覧の上にも。",
    "scenario.edit-in-scene-2-while-scene-1-shows-it":
      "シーン 1 が t3 の詳細画面を表示し、シーン 2 がそれを編集する。どちらのシーンも追"
      + "いつかなければならない。",
    "scenario.remote-while-detail-open":
      "開いている詳細画面の todo の名前をサーバーが変え、そのあと削除する。",
    "scenario.late-server-push":
      "詳細画面が開いている todo をサーバーがお気に入りにするが、その知らせは名前を変えたあ"
      + "とに届く。名前の変更は残らなければならない。",
    "scenario.scroll-after-edit":
      "スクロールすると、どのセルも一覧自身の状態から描画し直される。何も変わってはならない。",
    "scenario.bad-lines-in-good-script":
      "間違った行はそれぞれエラーになり、何も変えない。正しい行はそのまま実行される。",
    "scenario.close-a-scene":
      "シーン 2 が詳細画面を開き、戻って閉じる。そのあとサーバーが、シーン 2 が表示していた"
      + "ものの名前を変える。閉じた画面はすべて解放され、もう何も受け取ってはならない。",

    "bench.debugBuild": "これはデバッグビルドです。`swift run -c release {chapter} --bench` で測ってください",
    "bench.heading":
      "{chapter} · バリアント {variant}\nシーン {scenes} つ · 大きさごとに {edits} 回編集（最初の {warmUp} 回は"
      + "慣らし）",
    "bench.columns":
      "   大きさ   中央値 µs    p10 µs    p90 µs  描画/編集   最大メモリ  すべてに出た",
    "bench.yes": "はい",
    "bench.no": "いいえ",
    "bench.footnote":
      "編集 1 回の時間は、シーン 1 の詳細画面での名前の変更から、最後の一覧が描画し終えるまで。"
      + "描画/編集：編集 1 回で描画されたセルの数（すべての一覧の合計）。すべてに出た：どのシーンにも"
      + "編集が出たか。いいえなら、古いままの一覧がある。\n"
      + "最大メモリはここまでのプロセスの最大値なので、いちばん大きな一覧の回で増える。",

    "compare.help":
      "Compare：シナリオを渡してください（例：'Compare edit-in-detail'、'Compare my-script.txt'）。"
      + "--variants <Chapter>、--width N、--lang en|ja も付けられます。--list で名前付きシナリオの一覧が出ます。",
    "compare.variantsNeedsChapter": "--variants には章が要ります（例：--variants SharedObjectSync）",
    "compare.unknownOption":
      "'{option}' というオプションはありません。シナリオを渡してください（例：'Compare edit-in-detail'、"
      + "'Compare my-script.txt'）。--variants <Chapter>、--width N、--lang en|ja も付けられます。--list で"
      + "名前付きシナリオの一覧が出ます",
    "compare.noScenario":
      "シナリオがありません。シナリオを渡してください（例：'Compare edit-in-detail'、'Compare my-script.txt'）。"
      + "--variants <Chapter>、--width N、--lang en|ja も付けられます。--list で名前付きシナリオの一覧が出ます",
    "compare.oneScenario":
      "シナリオは一度に一つです。シナリオを渡してください（例：'Compare edit-in-detail'、'Compare "
      + "my-script.txt'）。--variants <Chapter>、--width N、--lang en|ja も付けられます。--list で"
      + "名前付きシナリオの一覧が出ます",
    "compare.notAScenario":
      "'{text}' は名前付きシナリオでも、読めるスクリプトファイルでもありません。--list で名前付きシナリオの"
      + "一覧が出ます",
    "compare.noChapter": "'{name}' という章はありません。章は {names} です",
    "compare.scenario": "シナリオ {title}",
    "compare.step": "ステップ",
    "compare.legend":
      "✓ どの画面もデータソースと同じ · ✗ 古い画面か、解放されるべき画面がある · ! そのステップは"
      + "実行できなかった",
    "compare.allSame": "どのステップのあとも、すべてのケースが同じ画面を表示しました。",
    "compare.firstDiffers": "食い違いが最初に出たのはステップ {step} · {line}：",
    "compare.groupInSync": "{mark} {labels}：どの画面もデータソースと同じ",
    "compare.groupStale": "{mark} {labels}：{problem}",
    "compare.groupError": "{mark} {labels}：実行できなかった：{message}",
    "compare.differTooAtOneStep": "ステップ {step} でも食い違っています。",
    "compare.differToo": "ステップ {steps} でも食い違っています。",

    "error.storeRefused": "保存できなかったので、何も変えていません：{reason}",
    "option.scriptNeedsValue": "--script には値が要ります（例：--script story.txt。- なら標準入力）",
    "option.variantNeedsValue": "--variant には値が要ります（例：--variant NAME。--list-variants で一覧）",
    "error.missingControl":
      "画面に {control} がないので、'{command}' は何もしませんでした。ホストはコントロールをタイトルで"
      + "探します（SwiftUIHosting の HostControl）",
    "bench.listChangeColumns":
      "シーン 1 の一覧からの、先頭への追加と 4 行目の削除：\n\n"
      + "    大きさ   変更     中央値 µs     p10 µs      p90 µs",
  ]
}
