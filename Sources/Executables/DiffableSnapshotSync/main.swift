// `swift run DiffableSnapshotSync`: the chapter's command line. The chapter itself is the library DiffableSnapshotSync.
import ChapterCommandLine
import DiffableSnapshotSync

await DiffableSnapshotSync.chapter.main()
