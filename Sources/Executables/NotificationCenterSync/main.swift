// `swift run NotificationCenterSync`: the chapter's command line. The chapter itself is the library NotificationCenterSync.
import ChapterKit
import NotificationCenterSync

await NotificationCenterSync.chapter.main()
