import AsyncSequenceSync
// `swift run AsyncSequenceSync`: the chapter's command line. The chapter itself is the library AsyncSequenceSync.
import ChapterKit

await AsyncSequenceSync.chapter.main()
