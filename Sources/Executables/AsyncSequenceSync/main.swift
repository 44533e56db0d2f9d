import AsyncSequenceSync
// `swift run AsyncSequenceSync`: the chapter's command line. The chapter itself is the library AsyncSequenceSync.
import ChapterCommandLine

await AsyncSequenceSync.chapter.main()
