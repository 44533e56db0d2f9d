import AsyncSequenceSync
import ChapterKit
import DelegateSync
import DiffableSnapshotSync
import NoSync
import NotificationCenterSync
import PassthroughSubjectSync
import QuerySync
import SceneAppStorageSync
import SharedObjectSync
import StoreSync

/// Every chapter, in reading order: what `Compare` plays and the comparison tests run.
///
/// It names the same chapters as the list at the top of Package.swift (DocsTests checks that they
/// agree).
public let registeredChapters: [any ChapterApp.Type] = [
  NoSync.chapter, SharedObjectSync.chapter, NotificationCenterSync.chapter,
  PassthroughSubjectSync.chapter, DiffableSnapshotSync.chapter, SceneAppStorageSync.chapter,
  DelegateSync.chapter, AsyncSequenceSync.chapter, QuerySync.chapter, StoreSync.chapter,
]
