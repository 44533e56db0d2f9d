// `swift run NoSync`: the chapter's command line. The chapter itself is the library NoSync.
import ChapterKit
import NoSync

await NoSync.chapter.main()
