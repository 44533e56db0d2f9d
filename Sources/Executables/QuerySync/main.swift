// `swift run QuerySync`: the chapter's command line. The chapter itself is the library QuerySync.
import ChapterCommandLine
import QuerySync

await QuerySync.chapter.main()
