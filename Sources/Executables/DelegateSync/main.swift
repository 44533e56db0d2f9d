// `swift run DelegateSync`: the chapter's command line. The chapter itself is the library DelegateSync.
import ChapterCommandLine
import DelegateSync

await DelegateSync.chapter.main()
