extension Messages {
  /// What the program says in English.
  public static let english: [String: String] = [
    // A todo's title as the screens show it, quoted in a sentence.
    "quote": "“{text}”",
    "theTodo": "the todo",

    // The story every chapter plays (CanonicalStory).
    "story.open": "Tap “Call the dentist” in the list. Its detail opens.",
    "story.favorite": "Tap the star in the detail. Watch the row behind it.",
    "story.rename": "Edit the title in the detail and confirm.",
    "story.back": "Go back. Does the row show the new title and the star?",
    "story.openSecond": "Open “Pick up dry cleaning”.",
    "story.delete": "Delete it from its detail. The detail closes.",
    "story.add": "Add a todo from the list: t21, at the top.",
    "story.scene2": "Open a second window. Scene 2 starts at its list.",
    "story.openInScene2": "In scene 2, open “Buy oat milk”.",
    "story.renameInScene2": "Rename it in scene 2. Scene 1's list should follow at once.",
    "story.serverPush": "A server push stars t21, from a background thread.",
    "story.scene1": "Back to scene 1.",
    "story.scroll": "Scroll scene 1's list: every cell renders again from the list's own state.",
    "story.sort": "Sort scene 1's list with favorites first: scene 2's list follows at once.",
    "story.relaunch":
      "Quit the app and launch it again: both scenes, scene 2's detail and the order come back.",

    // A caption for any command (Narration).
    "narration.open": "In scene {scene}, tap {title} in the list. Its detail opens.",
    "narration.link": "In scene {scene}, open {title} from a notification: its detail opens over "
      + "the list.",
    "narration.favorite": "Tap the star in the detail of {title}.",
    "narration.rename": "Rename {title} to {newTitle} in its detail, and confirm.",
    "narration.delete": "Delete {title} from its detail. The detail closes.",
    "narration.add": "Add {newTitle} from the list of scene {scene}: it goes on top.",
    "narration.remove": "Swipe {title} away in the list of scene {scene}.",
    "narration.back": "Go back to the list of scene {scene}.",
    "narration.scroll":
      "Scroll the list of scene {scene}: every cell renders again from the list's own state.",
    "narration.switchScene": "Switch to scene {scene}.",
    "narration.openScene": "Open a window: scene {scene} starts at its list.",
    "narration.close": "Close the window of scene {scene}.",
    "narration.remoteRename":
      "A server push renames {title} to {newTitle}, from a background thread.",
    "narration.remoteFavorite": "A server push toggles the star of {title}, from a background "
      + "thread.",
    "narration.remoteDelete": "A server push deletes {title}, from a background thread.",
    "narration.remoteLate":
      "{push} The data source has it now, but its announcement is late: it arrives at the end "
      + "of the next step.",
    "narration.sortFavoritesFirst":
      "Sort the list of scene {scene} with favorites first: every scene follows.",
    "narration.sortNewestFirst":
      "Sort the list of scene {scene} newest first: every scene follows.",
    "narration.relaunch": "Quit the app and launch it again.",

    // Where the screens disagree with the data source (SyncCheck, the host).
    "problem.todo": "'{title}' {star}",
    "problem.shownTwice": "scene {scene}: row {id} is shown {times} times",
    "problem.rowDiffers": "scene {scene}: row {id} shows {shown}, the data source says {truth}",
    "problem.rowDeleted": "scene {scene}: row {id} is still shown, but it was deleted",
    "problem.rowMissing": "scene {scene}: the list has no row for {id}",
    "problem.detailDiffers":
      "scene {scene}: the detail shows {shown}, the data source says {truth}",
    "problem.detailDeleted": "scene {scene}: the detail of {id} is still open, but it was deleted",
    "screen.poppedDetail": "scene {scene}'s popped detail {id}",
    "screen.closedList": "closed scene {scene}'s list",
    "screen.closedDetail": "closed scene {scene}'s detail {id}",
    "problem.lostRename":
      "the rename of {id} to “{title}” was lost: the data source says “{now}” again",
    "note.lateWrite":
      "the server's change to {id} is in the data source; its announcement is late, so no screen "
      + "shows it yet",
    "note.lateArrival": "the server's late announcement of {id} arrived at the end of this step",
    "problem.couldNotRun": "this step could not run: {reason}",
    "problem.stillAlive": "{screen} is still alive",
    "problem.stillAliveAndRendered": "{screen} is still alive, and rendered {ids}",

    // The storyboard's words.
    "storyboard.sceneList": "Scene {scene} · list",
    "storyboard.detailOf": "Detail {id}",
    "storyboard.detail": "Detail",
    "storyboard.step": "Step {step} · {command}",
    "storyboard.inSync": "✓ every screen shows the data source",
    "storyboard.shouldBe": "should be: {star} {title}",
    "storyboard.deleted": "deleted from the data source",
    "storyboard.more": "⋮ {count} more",
    "storyboard.listOnTop": "The list is on top.",
    "storyboard.favorite": "★ favorite",
    "storyboard.notFavorite": "☆ not a favorite",
    "storyboard.title": "{chapter} — {title}",

    // Words passed on as they are, and a script line's number before an error.
    "verbatim": "{text}",
    "error.atLine": "line {line}: {message}",

    // Why a line could not be read (ScenarioParser, TitleRules).
    "parse.remoteLateNeedsChange":
      "'remote late' needs a change, as in 'remote late favorite t3': the server's change "
      + "reaches the data source now and its announcement after the next command",
    "parse.noArguments": "'{command}' takes no arguments; write just '{command}'",
    "parse.needsID": "'{command}' needs a todo id, as in '{command} t3'",
    "parse.oneID": "'{command}' takes one todo id, as in '{command} t3'",
    "parse.notAnID": "'{text}' is not a todo id; ids look like t1, t2, t21",
    "parse.needsSceneNumber":
      "'{command}' needs a scene number from 1 to {last}, as in '{command} 2'",
    "parse.badSceneNumber":
      "'{command} {text}': give a scene number from 1 to {last}, as in '{command} 2'",
    "parse.noSuchScene": "there is no scene {number}; scenes are numbered 1 to {last}",
    "parse.sortNeedsOrder": "'sort' needs an order: 'sort newest' or 'sort favorites-first'",
    "parse.notAnOrder": "'{text}' is not an order; write 'sort newest' or 'sort favorites-first'",
    "parse.remoteRenameNeeds":
      "'remote rename' needs an id and a title, as in 'remote rename t3 Buy oat milk'",
    "parse.remoteNeedsChange":
      "'remote' needs a change: 'remote rename <id> <title>', 'remote favorite <id>' or "
      + "'remote delete <id>'",
    "parse.notARemoteChange":
      "'remote {kind}' is not a remote change; write 'remote rename <id> <title>', "
      + "'remote favorite <id>' or 'remote delete <id>'",
    "parse.didYouMean":
      "unknown command '{word}'; did you mean '{suggestion}'? 'help' lists the commands",
    "parse.unknownCommand": "unknown command '{word}'; the commands are {known}",
    "parse.notUTF8":
      "the line is not valid UTF-8 (its bad bytes read as \u{FFFD}); nothing was saved",
    "title.needsTitle": "'{command}' needs a title, as in '{command} Buy oat milk'",
    "title.controlCharacter":
      "the title contains the control character {codePoint}; a title is one line of printable "
      + "text",
    "title.tooLong": "the title has {count} characters; a title has at most {maximum}",

    // Why a command does not fit the screens as they are (ScenarioRules).
    "rules.lateAlreadyOnItsWay":
      "a late server push is already on its way; run another command first, and its "
      + "announcement arrives after it",
    "rules.relaunchNeedsStorage":
      "'relaunch' needs a chapter that keeps its data in storage; this one keeps it in memory, "
      + "so try it in chapter 5",
    "rules.sortIsChapter5":
      "'sort' is a setting, and settings are chapter 5's subject: try it in "
      + "SceneAppStorageSync, which keeps it in @AppStorage",
    "rules.sceneOneStays": "scene 1 is the app's first window and stays open; close scene 2 or 3",
    "rules.sceneNotOpen": "scene {number} is not open; the open scenes are {open}",
    "rules.needsList":
      "'{command}' works on the list, but scene {scene} shows the detail of {id}; 'back' "
      + "returns to the list",
    "rules.needsDetail":
      "'{command}' needs an open detail, but scene {scene} shows its list; 'open <id>' opens one",
    "rules.goneDetail":
      "'{command}' acts on {id}, which no longer exists; 'back' closes its detail",
    "rules.noSuchTodo": "there is no todo {id}; 'dump' shows the ids there are",
    "rules.noRow":
      "the list of scene {scene} shows no row {id}; 'link {id}' opens it from outside the list",

    // What each command does, as `help` and `--help` list them (ScenarioHelp).
    "help.open": "tap a row in the active scene's list (the list must be on top)",
    "help.link": "open a detail from outside the list, like a deep link",
    "help.favorite": "toggle the star on the open detail",
    "help.rename": "change the open todo's title (1 to 200 characters, one line)",
    "help.delete": "delete the open todo from its detail; the detail closes",
    "help.add": "add a todo at the top, from the list (the list must be on top)",
    "help.remove": "swipe-to-delete a row of the list (the list must be on top)",
    "help.back": "pop the open detail",
    "help.scroll": "re-render the list's cells from the list screen's own state",
    "help.scene": "make scene n (1 to 3) active, opening it at its list if it is new",
    "help.close": "close scene n (2 or 3), as a person closes a window (scene 1 stays open)",
    "help.remoteRename": "a server push that renames, from a background thread",
    "help.remoteFavorite": "a server push that toggles the star",
    "help.remoteDelete": "a server push that deletes",
    "help.remoteLate":
      "a server push whose announcement comes after the next command, as in 'remote late favorite t3'",
    "help.sort": "the order of every list in every scene, a setting kept across launches "
      + "(chapter 5)",
    "help.relaunch": "end the app and start it again (chapters that persist restore everything)",
    "help.dump":
      "print what every scene shows: the plain format's lines, or the screens when pretty",
    "help.help": "print this list",
    "help.quit": "stop reading commands",

    // The runner: the story, the REPL, the help screen (ChapterRunner).
    "runner.noVariant": "{chapter} has no variant '{name}'; its variants are {names}",
    "runner.resetNothing": "--reset deletes stored data, and {chapter} stores none",
    "runner.cannotReadScript":
      "cannot read the script '{path}'; give the path of a text file of commands, or pipe the "
      + "commands into standard input",
    "runner.scriptNotUTF8": "the script '{path}' is not UTF-8 text; save it as UTF-8",
    "runner.symptomStory": "The story of this mistake, the scenario {name}: {summary}",
    "runner.noSuchStep": "the story has steps 1 to {count}; --step {number} is none of them",
    "runner.variantBanner": "Variant {name}: {summary}",
    "runner.otherVariants":
      "The other variants: each mistake in Pitfalls/, each other design in Alternatives/ (run "
      + "one with --variant):",
    "runner.beforeFirstStep": "Before the first step:",
    "runner.tryNext": "Try `--list-variants`, `--variant NAME`, `--interactive` or `--help`.",
    "runner.pacePrompt": "Enter: next step · 1–{count}: go to that step · q: quit › ",
    "runner.paceError": "'{answer}' is not an answer; press Enter, type 1 to {count}, or q",
    "summary.noSymptom": "This run showed no symptom of the mistake: {summary}.",
    "summary.mistakeShowed":
      "✗ The mistake showed at step {step}: {problem}. The variant: {summary}.",
    "summary.allAgreed": "Every screen agreed with the data source after every step.",
    "summary.disagreed":
      "✗ The screens disagreed with the data source after {count} of {total} steps.{cannotRun}",
    "summary.cannotRun": " {count} of them could not run.",
    "repl.welcome":
      "{chapter} (variant {variant}). Type a command, 'help' for the list, 'quit' to stop.",
    "repl.promptList": "scene {scene} · list> ",
    "repl.promptDetail": "scene {scene} · detail {id}> ",
    "variants.default": " (default)",
    "help.keepsNothing":
      "{chapter} keeps nothing between runs: every run starts from the sample todos.",
    "help.storage":
      "STORAGE\n  {storage}\n  Scripts and the REPL continue from it; the story uses storage of "
      + "its own.\n  swift run {chapter} --reset    deletes it, so the next run starts afresh",
    "help.screen":
      "{name} — {title}\n"
      + "\n"
      + "USAGE\n"
      + "  swift run {name}                       play the story: the readMe, then every step\n"
      + "  swift run {name} --interactive         type commands at a prompt\n"
      + "  swift run {name} --script FILE         run the commands in FILE (- reads standard input)\n"
      + "  printf 'open t3\\ndump\\n' | swift run {name}   commands piped into standard input\n"
      + "  swift run {name} --variant NAME        run a variant; --list-variants lists them\n"
      + "  swift run -c release {name} --bench [--sizes 1000,10000,100000] [--edits 50] [--json]\n"
      + "\n"
      + "OUTPUT\n"
      + "  --plain    canonical lines only, no colour; the default when output is not a terminal\n"
      + "  --pretty   the screens side by side; colour on a terminal unless NO_COLOR is set\n"
      + "  --color=auto|always|never   colour in pretty output (always: for less -R)\n"
      + "  --width N  lay out for N columns (default: the terminal's, else COLUMNS, else 80)\n"
      + "  --all      play the whole story without waiting for Enter after each step\n"
      + "  --step N   play step N of the story alone\n"
      + "  --storyboard   draw the story (with --variant, the story of its mistake) as SVG\n"
      + "  --lang en|ja   the language of everything but commands, names and the plain format\n"
      + "                 (default: the locale's, from LC_ALL, LC_MESSAGES or LANG)\n"
      + "\n"
      + "A script that met errors exits 1 at its end; a wrong command line exits 2.\n"
      + "{storage}\n"
      + "\n"
      + "COMMANDS (one per line; blank lines and lines starting with # are ignored)\n"
      + "{commands}\n"
      + "VARIANTS\n"
      + "{variants}\n",

    // The command line's own errors (RunnerOptions).
    "option.excludeEachOther": "{flags} exclude each other; give one of them",
    "option.step": "--step takes the number of a step of the story, as in --step 3",
    "option.color": "--color takes auto, always or never, not '{text}'",
    "option.lang": "--lang takes en or ja, not '{text}'",
    "option.edits": "--edits takes a whole number from 1 to 100000, not '{text}'",
    "option.width": "--width takes a number of columns from 20 to 1000, not '{text}'",
    "option.unknown": "unknown option '{option}'; --help lists the options",
    "option.benchOnly": "--json, --sizes and --edits go with --bench",
    "option.storyOnly": "--all and --step go with the story, which runs with no other mode",
    "option.needsValue": "{option} needs a value, as in {example}",
    "option.sizes":
      "--sizes takes list sizes from 1 to 10000000 separated by commas, as in --sizes "
      + "1000,10000; '{text}' is not one",

    // The screens as the transcript draws them (ScreenPrinter) and its legend (CommandSession).
    "screen.scene": "Scene {scene}",
    "screen.activeScene": "Scene {scene} · active",
    "screen.moreRows": "⋮ {count} more rows",
    "screen.noRows": "(no rows)",
    "screen.detail": "Detail",
    "screen.detailOf": "Detail {id}",
    "screen.listOnTop": "(the list is on top)",
    "screen.stale": "stale",
    "screen.deleted": "deleted",
    "legend.changed": "● marks a row or a detail that changed in this step.",
    "legend.stale":
      "stale marks a screen that shows something other than what the data source holds; deleted, "
      + "a todo that is gone.",
    "legend.notes": "↳ lines say what the chapter's mechanism did in this step.",
    "legend.problem":
      "✗ marks a problem: a screen that disagrees with the data source, a screen that should be "
      + "gone, or a step that could not run.",

    // The words the chapters' traces share (ChapterRefinements, AppHost, HostingNotes).
    "list.separator": ", ",
    "thread.main": "the main thread",
    "thread.background": "a background thread",
    "change.added": "{id} added",
    "change.deleted": "{id} deleted",
    "change.updated": "{id} updated",
    "change.renamed": "{id} renamed",
    "change.starred": "{id} starred",
    "change.unstarred": "{id} unstarred",
    "change.renamedAndStarred": "{id} renamed and starred",
    "change.renamedAndUnstarred": "{id} renamed and unstarred",
    "note.inScene": "scene {scene}: {note}",
    "note.parentPassedNewValues": "its parent passed new values",
    "note.cellReappeared": "its cell scrolled back into view",
    "note.runtimeError": "runtime error: {issue}",

    // What each named scenario shows (NamedScenario).
    "scenario.edit-in-detail":
      "Rename a todo in its detail: the list behind it and, after back, the list "
      + "itself show it.",
    "scenario.favorite":
      "Star a todo in its detail, then unstar another one.",
    "scenario.delete-from-detail":
      "Delete a todo from its detail: the detail closes and the row disappears.",
    "scenario.swipe-delete":
      "Swipe rows away in the list, with a second scene showing the same list.",
    "scenario.add":
      "Add two todos from the lists, one of which was just showing a detail; each "
      + "appears at the top of every list, with a new id.",
    "scenario.deep-link":
      "Open details from outside the list, over another detail and over the list.",
    "scenario.edit-in-scene-2-while-scene-1-shows-it":
      "Scene 1 shows the detail of t3; scene 2 edits it. Both scenes must follow.",
    "scenario.remote-while-detail-open":
      "A server renames the todo an open detail shows, then deletes it.",
    "scenario.late-server-push":
      "A server stars a todo while its detail is open, and its announcement arrives "
      + "only after the person has renamed it: the rename must stay.",
    "scenario.scroll-after-edit":
      "Scrolling renders every cell again from the list's own state: nothing may "
      + "change.",
    "scenario.bad-lines-in-good-script":
      "Bad lines are rejected with an error each and change nothing; the good ones "
      + "still run.",
    "scenario.close-a-scene":
      "Scene 2 opens a detail, goes back and is closed; the server then renames what "
      + "it showed. Every screen that went away must be released, and hear nothing more.",

    // The benchmark's table (Bench).
    "bench.debugBuild":
      "this is a debug build; measure with `swift run -c release {chapter} --bench`",
    "bench.heading":
      "{chapter} · variant {variant}\n{scenes} scenes · {edits} edits per size after {warmUp} "
      + "warm-up",
    "bench.columns":
      "     size   median µs    p10 µs    p90 µs    renders  peak memory  shown",
    "bench.yes": "yes",
    "bench.no": "no",
    "bench.footnote":
      "Time per edit runs from the rename in scene 1's detail until the last list rendered it. "
      + "Renders: cells rendered per edit, in all lists. Shown: whether every scene shows the "
      + "edit; no means a list stays stale.\n"
      + "Peak memory is the process's peak so far, so it grows with the largest size run.",

    // What Compare says (Sources/Compare).
    "compare.help":
      "Compare: give a scenario, as in 'Compare edit-in-detail' or 'Compare my-script.txt', "
      + "optionally with --variants <Chapter>, --width N and --lang en|ja; --list lists the "
      + "named scenarios.",
    "compare.variantsNeedsChapter": "--variants needs a chapter, as in --variants SharedObjectSync",
    "compare.unknownOption":
      "unknown option '{option}'; give a scenario, as in 'Compare edit-in-detail' or 'Compare "
      + "my-script.txt', optionally with --variants <Chapter>, --width N and --lang en|ja; --list "
      + "lists the named scenarios",
    "compare.noScenario":
      "no scenario; give a scenario, as in 'Compare edit-in-detail' or 'Compare my-script.txt', "
      + "optionally with --variants <Chapter>, --width N and --lang en|ja; --list lists the "
      + "named scenarios",
    "compare.oneScenario":
      "one scenario at a time; give a scenario, as in 'Compare edit-in-detail' or 'Compare "
      + "my-script.txt', optionally with --variants <Chapter>, --width N and --lang en|ja; --list "
      + "lists the named scenarios",
    "compare.notAScenario":
      "'{text}' is neither a named scenario nor a readable script file; --list lists the named "
      + "scenarios",
    "compare.noChapter": "there is no chapter '{name}'; the chapters are {names}",
    "compare.scenario": "Scenario {title}",
    "compare.step": "step",
    "compare.legend":
      "✓ every screen shows the data source · ✗ a screen is stale, or should be gone · ! the "
      + "step could not run",
    "compare.allSame": "Every case showed the same screens after every step.",
    "compare.firstDiffers": "Where they differ, first at step {step} · {line}:",
    "compare.groupInSync": "{mark} {labels}: every screen shows the data source",
    "compare.groupStale": "{mark} {labels}: {problem}",
    "compare.groupError": "{mark} {labels}: could not run: {message}",
    "compare.differTooAtOneStep": "They differ at step {step} too.",
    "compare.differToo": "They differ at steps {steps} too.",

    // An edit the store refused; the reason is what the store or the system said.
    "error.storeRefused": "{reason}",
    "option.scriptNeedsValue":
      "--script needs a value, as in --script story.txt (or - for standard input)",
    "option.variantNeedsValue":
      "--variant needs a value, as in --variant NAME (--list-variants lists them)",
    "error.missingControl":
      "'{command}' found no {control} on the screen, so it did nothing; the host finds a "
      + "control by its title (HostControl in SwiftUIHosting)",
    "bench.listChangeColumns":
      "Adds at the top and deletes of the fourth row, from scene 1's list:\n\n"
      + "      size   change   median µs      p10 µs      p90 µs",
  ]
}
