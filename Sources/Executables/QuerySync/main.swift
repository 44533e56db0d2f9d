// `swift run QuerySync`: the chapter's command line. The chapter itself is the library QuerySync.
import ChapterKit
import QuerySync

await QuerySync.chapter.main()
