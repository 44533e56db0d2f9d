// `swift run StoreSync`: the chapter's command line. The chapter itself is the library StoreSync.
import ChapterCommandLine
import StoreSync

await StoreSync.chapter.main()
