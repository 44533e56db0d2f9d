extension Messages {
  /// What the program says in English.
  static let english: [String: String] = [
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
  ]
}
