import ChapterKit

// The host turns the main queue until the importer has saved every push, since the importer works
// on a queue of its own that the main queue cannot see.
extension QuerySyncApp: DeliveryCountingChapterApp {
  var hasUndeliveredChanges: Bool { !pendingImports.isEmpty }
}
