// `swift run SharedObjectSync`: the chapter's command line. The chapter itself is the library SharedObjectSync.
import ChapterKit
import SharedObjectSync

await SharedObjectSync.chapter.main()
