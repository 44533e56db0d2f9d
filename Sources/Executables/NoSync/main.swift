// `swift run NoSync`: the chapter's command line. The chapter itself is the library NoSync.
import ChapterCommandLine
import NoSync

await NoSync.chapter.main()
