// `swift run PassthroughSubjectSync`: the chapter's command line. The chapter itself is the library PassthroughSubjectSync.
import ChapterCommandLine
import PassthroughSubjectSync

await PassthroughSubjectSync.chapter.main()
