// `swift run SharedObjectSync`: the chapter's command line. The chapter itself is the library SharedObjectSync.
import ChapterCommandLine
import SharedObjectSync

await SharedObjectSync.chapter.main()
