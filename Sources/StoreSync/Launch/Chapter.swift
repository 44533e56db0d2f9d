import ChapterKit

/// The chapter, for the executable that runs it and for `Compare`: the app whose variants the
/// command line plays.
public let chapter: any ChapterApp.Type = StoreSyncApp.self
