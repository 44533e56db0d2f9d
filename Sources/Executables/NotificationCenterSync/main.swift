// `swift run NotificationCenterSync`: the chapter's command line. The chapter itself is the library NotificationCenterSync.
import ChapterCommandLine
import NotificationCenterSync

await NotificationCenterSync.chapter.main()
