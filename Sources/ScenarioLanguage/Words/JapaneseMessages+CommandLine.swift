extension Messages {
  /// What the program says in Japanese of the command line, the traces, the benchmark and Compare.
  static let japaneseOfTheCommandLine: [String: String] = [
    "runner.noVariantDidYouMean":
      "{chapter} に '{name}' というバリアントはありません。'{suggestion}' のことですか？バリアントは {names} です",
    "runner.noVariant": "{chapter} に '{name}' というバリアントはありません。バリアントは {names} です",
    "runner.resetNothing": "--reset は保存したデータを消しますが、{chapter} は何も保存しません",
    "runner.cannotReadScript":
      "スクリプト '{path}' を読めません。コマンドを書いたテキストファイルのパスを渡すか、コマンドを"
      + "標準入力に流し込んでください",
    "runner.scriptNotUTF8": "スクリプト '{path}' は UTF-8 のテキストではありません。UTF-8 で保存してください",
    "runner.symptomStory": "この落とし穴のストーリー、シナリオ {name}：{summary}",
    "runner.noSuchStep": "ストーリーのステップは 1〜{count} です。--step {number} はありません",
    "runner.variantFiles":
      "コード：{file}（章のアプリへの一つの変更。Mac では {apple} が Apple のアプリにこの変更を加えます）",
    "runner.variantFile": "コード：{file}（章のアプリへの一つの変更）",
    "runner.alternativeFiles":
      "コード：{file}（章のアプリの別の書き方。Mac では {apple} が Apple のアプリをこの書き方にします）",
    "runner.alternativeFile": "コード：{file}（章のアプリの別の書き方）",
    "runner.variantBanner": "バリアント {name}：{summary}",
    "runner.otherVariants":
      "ほかのバリアント（落とし穴は Pitfalls/、ほかの設計は Alternatives/ にあります。--variant で"
      + "動かせます）：",
    "runner.otherVariantsCount":
      "ほかに {count} 個のバリアントが、落とし穴とほかの設計を見せます。--list-variants で一覧、--variant NAME で実行します。",
    "runner.beforeFirstStep": "最初のステップの前：",
    "runner.version": "ListDetailSync {version} · {name} — {title}",
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
      + "             各ステップは端末の高さ（なければ LINES）に収まるよう行をたたむ\n"
      + "  --all      ステップごとに Enter を待たずに、ストーリー全体を再生する\n"
      + "  --step N   ストーリーのステップ N だけを再生する\n"
      + "  --storyboard   ストーリー（--variant なら、その落とし穴のストーリー。--script FILE\n"
      + "                 なら、そのスクリプト）を SVG で描く\n"
      + "  --lang en|ja   コマンド、名前、プレーン形式以外のすべての言語\n"
      + "                 （既定：ロケール。LC_ALL、LC_MESSAGES、LANG の順に見る）\n"
      + "  --version      章の名前とプロジェクトのバージョンを表示する\n"
      + "オプションの値は = のあとにも書ける：--variant=NAME、--width=60\n"
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
    "runner.pipeNote":
      "注意：出力がパイプかファイルに向かっているので、プレーン形式で書きます。画面を見るには --pretty を付けてください"
      + "（less なら --pretty --color=always | less -R）",
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
    "screen.moreNotes": "↳ … ほか {count} 件。端末を高くすると表示されます",
    "screen.moreProblems": "✗ … ほか {count} 件。端末を高くすると表示されます",
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
    "note.selfAppeared": "@self が現れた",
    "note.changed": "{what} が変わった",
    "note.asSaid": "{reason}",
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
    "scenario.typing-during-a-push":
      "詳細画面で新しいタイトルを入力し、まだ確定していないときに、その todo についてのサーバーの"
      + "プッシュが届く。入力した文字は確定するまで残らなければならない。",
    "scenario.answer-after-an-edit":
      "届くものを待たせる。プッシュが求めた todo の応答がまだ届かないうちに人が名前を変え、古い応答が"
      + "最後に届く。名前の変更は残らなければならない。",
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
    "bench.openingHeading":
      "一覧全体のウインドウを開く時間（シーン 2 を閉じて開き直し、その一覧が描画し終えるまで）：",
    "bench.openingColumns": "    大きさ   中央値 ms      p10 ms      p90 ms",

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
    "compare.noChapterDidYouMean":
      "'{name}' という章はありません。'{suggestion}' のことですか？章は {names} です",
    "compare.notAScenarioDidYouMean":
      "'{text}' は名前付きシナリオでも、読めるスクリプトファイルでもありません。'{suggestion}' のことですか？"
      + "--list で名前付きシナリオの一覧が出ます",
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
      "画面に {control} がないので、'{command}' は何もしませんでした。このアプリには、このコマンドが使う"
      + "そのタイトルのコントロールがありません",
    "bench.listChangeColumns":
      "シーン 1 の一覧からの、先頭への追加と 4 行目の削除：\n\n"
      + "    大きさ   変更     中央値 µs     p10 µs      p90 µs",
  ]
}
