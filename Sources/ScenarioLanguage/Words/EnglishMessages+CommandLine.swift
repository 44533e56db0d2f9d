extension Messages {
  /// What the program says in English of the command line, the traces, the benchmark and Compare.
  static let englishOfTheCommandLine: [String: String] = [
    // The runner: the story, the REPL, the help screen (ChapterRunner).
    "runner.noVariantDidYouMean":
      "{chapter} has no variant '{name}'; did you mean '{suggestion}'? Its variants are {names}",
    "runner.noVariant": "{chapter} has no variant '{name}'; its variants are {names}",
    "runner.resetNothing": "--reset deletes stored data, and {chapter} stores none",
    "runner.cannotReadScript":
      "cannot read the script '{path}'; give the path of a text file of commands, or pipe the "
      + "commands into standard input",
    "runner.scriptNotUTF8": "the script '{path}' is not UTF-8 text; save it as UTF-8",
    "runner.symptomStory": "The story of this mistake, the scenario {name}: {summary}",
    "runner.noSuchStep": "the story has steps 1 to {count}; --step {number} is none of them",
    "runner.variantFiles":
      "Its code: {file}, one change to the chapter's app; on a Mac, {apple} makes that change "
      + "to the Apple app.",
    "runner.variantFile": "Its code: {file}, one change to the chapter's app.",
    "runner.alternativeFiles":
      "Its code: {file}, another way to write the chapter's app; on a Mac, {apple} writes the "
      + "Apple app this way.",
    "runner.alternativeFile": "Its code: {file}, another way to write the chapter's app.",
    "runner.variantBanner": "Variant {name}: {summary}",
    "runner.otherVariants":
      "The other variants: each mistake in Pitfalls/, each other design in Alternatives/ (run "
      + "one with --variant):",
    "runner.otherVariantsCount":
      "{count} other variants show its mistakes and other designs: --list-variants lists them, "
      + "--variant NAME runs one.",
    "runner.beforeFirstStep": "Before the first step:",
    "runner.version": "ListDetailSync {version} · {name} — {title}",
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
      + "             each step folds its rows to fit the terminal's height, else LINES\n"
      + "  --all      play the whole story without waiting for Enter after each step\n"
      + "  --step N   play step N of the story alone\n"
      + "  --storyboard   draw the story (with --variant, the story of its mistake; with\n"
      + "                 --script FILE, that script) as SVG\n"
      + "  --lang en|ja   the language of everything but commands, names and the plain format\n"
      + "                 (default: the locale's, from LC_ALL, LC_MESSAGES or LANG)\n"
      + "  --version      print the chapter's name and the project's version\n"
      + "An option's value may follow an equals sign too: --variant=NAME, --width=60.\n"
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
    "runner.pipeNote":
      "note: output goes to a pipe or a file, so this is the plain format; add --pretty for the "
      + "screens (with less: --pretty --color=always | less -R)",
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
    "screen.moreNotes": "↳ … {count} more; a taller terminal shows them",
    "screen.moreProblems": "✗ … {count} more; a taller terminal shows them",
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
    "note.selfAppeared": "@self appeared",
    "note.changed": "{what} changed",
    "note.asSaid": "{reason}",
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
    "scenario.typing-during-a-push":
      "The person types a new title into a detail and has not submitted it when a server push "
      + "about that todo arrives: the typed text must stay until it is submitted.",
    "scenario.answer-after-an-edit":
      "Deliveries are held; a push's request for a todo is still unanswered when the person "
      + "renames it, and the older answer arrives last: the rename must stay.",
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
    "bench.openingHeading":
      "Opening a window on the whole list: scene 2, closed and opened again, each time until its "
      + "list rendered:",
    "bench.openingColumns": "      size   median ms      p10 ms      p90 ms",

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
    "compare.noChapterDidYouMean":
      "there is no chapter '{name}'; did you mean '{suggestion}'? The chapters are {names}",
    "compare.notAScenarioDidYouMean":
      "'{text}' is neither a named scenario nor a readable script file; did you mean "
      + "'{suggestion}'? --list lists the named scenarios",
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
      "'{command}' found no {control} on the screen, so it did nothing: this app shows no "
      + "control of that title for the command to use",
    "bench.listChangeColumns":
      "Adds at the top and deletes of the fourth row, from scene 1's list:\n\n"
      + "      size   change   median µs      p10 µs      p90 µs",
  ]
}
