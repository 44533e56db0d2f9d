extension Messages {
  /// What the program says in English.
  public static let english: [String: String] = Dictionary(
    uniqueKeysWithValues: Array(englishOfTheScreens) + Array(englishOfTheCommandLine))

  /// What the program says in English of the story, the screens and the scenario language.
  static let englishOfTheScreens: [String: String] = [
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
    "narration.type":
      "In the detail of {title}, type {newTitle} into the title field, and do not confirm it yet.",
    "narration.submit": "Press Return in the title field of {title}'s detail.",
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
    "narration.hold":
      "From now on, what the server sends waits: each push's announcement and each answer to "
      + "the app, until it is delivered.",
    "narration.deliverPush": "Push {name} about {title} reaches the app, after the others.",
    "narration.deliverAnswer": "Answer {name} about {title} reaches the app, after the others.",
    "narration.deliverAll":
      "Everything waiting reaches the app, in the order it was sent; nothing waits after this.",
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
    "problem.typingReplaced":
      "scene {scene}: the detail shows {shown}, but the person typed “{typed}” and has not "
      + "submitted it",
    "problem.newSceneOnADetail":
      "scene {scene} opened on the detail of {id}, but a new window starts at its list",
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
    "note.holding": "what the server sends waits now; 'deliver' hands it over",
    "note.heldPush": "the server's change to {id} is in the data source; its push waits as {name}",
    "note.delivered": "{name} reached the app",
    "note.answerNotWaiting":
      "no answer {name} waits: this app never asked for it, or cancelled it, or it arrived",
    "note.waiting":
      "waiting: {names}; until they arrive, a screen may show a todo as it was before",
    "problem.couldNotRun": "this step could not run: {reason}",
    "problem.stillAlive": "{screen} is still alive",
    "problem.stillAliveAndRendered": "{screen} is still alive, and rendered {ids}",

    // The storyboard's words.
    "storyboard.sceneList": "Scene {scene} · list",
    "storyboard.detailOf": "Detail {id}",
    "storyboard.detail": "Detail",
    "storyboard.step": "Step {step} · {command}",
    "storyboard.inSync": "✓ every screen shows the data source",
    "storyboard.inSyncWaiting": "✓ no edit undone, no typing replaced; still waiting: {names}",
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
    "parse.deliverNeedsName":
      "'deliver' needs what to deliver: a push as in 'deliver p1', an answer as in "
      + "'deliver a1', or 'deliver all'",
    "parse.notADelivery":
      "'{text}' names no delivery; pushes are p1, p2, …, answers a1, a2, …, or write "
      + "'deliver all'",
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
    "rules.lateWhileHolding":
      "pushes are held already, so 'remote late' has nothing to add: a plain 'remote' push "
      + "waits until 'deliver'",
    "rules.alreadyHolding":
      "what the server sends is held already; 'deliver all' hands it over and stops holding",
    "rules.nothingHeld": "nothing is held; 'hold' makes what the server sends wait",
    "rules.nothingWaiting":
      "{name} is not waiting: nothing is; after 'hold', each 'remote' push waits as p1, p2, …",
    "rules.notWaiting": "{name} is not waiting; waiting: {waiting}",
    "rules.relaunchWhileHolding":
      "what the server sends is held; 'deliver all' first, then 'relaunch'",
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
    "help.type": "type a title into the open detail's field, without submitting it",
    "help.submit": "submit what the open detail's field holds, as Return does",
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
    "help.hold": "from now on, server pushes and answers wait, named p1, a1, …",
    "help.deliver":
      "hand one waiting push or answer to the app, or all of them (and stop holding)",
    "help.sort": "the order of every list in every scene, a setting kept across launches "
      + "(chapter 5)",
    "help.relaunch": "end the app and start it again (chapters that persist restore everything)",
    "help.dump":
      "print what every scene shows: the plain format's lines, or the screens when pretty",
    "help.help": "print this list",
    "help.quit": "stop reading commands",

  ]
}
