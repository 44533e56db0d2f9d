// `swift run SceneAppStorageSync`: the chapter's command line. The chapter itself is the library SceneAppStorageSync.
import ChapterCommandLine
import SceneAppStorageSync

await SceneAppStorageSync.chapter.main()
