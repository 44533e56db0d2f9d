import Foundation
import HeadlessSwiftUI
import Testing

/// The storage stand-ins: a suite that announces every write, and `AppStorage` instances that
/// all hear of it, in order, on the main actor.
@MainActor
struct StorageTests {
  @Test func aValueWrittenIsReadBackAsTheSameType() {
    withSuite { suite in
      suite.write(["a", "b"], forKey: "letters")
      guard case .value(let letters) = suite.read([String].self, forKey: "letters") else {
        Issue.record("the value written was not read back")
        return
      }
      #expect(letters == ["a", "b"])
    }
  }

  @Test func aKeyNeverWrittenIsMissing() {
    withSuite { suite in
      guard case .missing = suite.read(Int.self, forKey: "nothing") else {
        Issue.record("a key never written was not reported missing")
        return
      }
    }
  }

  @Test func dataOfAnotherTypeIsUnreadableAndSaysWhy() {
    withSuite { suite in
      suite.writeRaw("not data", forKey: "count")
      suite.write("text", forKey: "word")
      guard case .unreadable(let notData) = suite.read(Int.self, forKey: "count"),
        case .unreadable(let notAnInt) = suite.read(Int.self, forKey: "word")
      else {
        Issue.record("a value of another type was read as an Int")
        return
      }
      #expect(notData.contains("not JSON data"))
      #expect(notAnInt.contains("not JSON for Int"))
    }
  }

  @Test func aWriteThroughOneInstanceReachesEveryInstanceOfTheKeyAtOnce() {
    withSuite { suite in
      let first = AppStorageValue("count", default: 0, suite: suite)
      let second = AppStorageValue("count", default: 0, suite: suite)
      var heard: [(Int, Int)] = []
      second.didChange = { old, new in heard.append((old, new)) }
      first.set(7)
      // Written on the main queue, so delivered before `set` returns.
      #expect(first.value == 7)
      #expect(second.value == 7)
      #expect(heard.map(\.0) == [0])
      #expect(heard.map(\.1) == [7])
    }
  }

  @Test func anInstanceOfAnotherKeyHearsNothing() {
    withSuite { suite in
      let other = AppStorageValue("other", default: 0, suite: suite)
      var heard = 0
      other.didChange = { _, _ in heard += 1 }
      suite.write(3, forKey: "count")
      #expect(heard == 0)
      #expect(other.value == 0)
    }
  }

  @Test func sceneStorageKeepsOneValuePerSceneIdentity() {
    withSuite { suite in
      let first = SceneStorageValue<String>(
        "selection", scene: SceneIdentity(rawValue: "a"), suite: suite)
      let second = SceneStorageValue<String>(
        "selection", scene: SceneIdentity(rawValue: "b"), suite: suite)
      first.value = "t3"
      #expect(first.value == "t3")
      #expect(second.value == nil)
    }
  }

  @Test func aSceneIdentityIsStableForItsSceneNumber() {
    withSuite { suite in
      let identity = SceneIdentity.of(sceneNumber: 2, in: suite)
      #expect(SceneIdentity.of(sceneNumber: 2, in: suite) == identity)
      #expect(SceneIdentity.of(sceneNumber: 3, in: suite) != identity)
    }
  }

  @Test func aSuiteSeenAsUserDefaultsReadsAndWritesTheSuiteItself() {
    withSuite { suite in
      let defaults = suite.userDefaults
      defaults.set(7, forKey: "nextTodoNumber")
      defaults.set("favorites", forKey: "order")
      #expect(suite.readRaw(forKey: "nextTodoNumber") as? Int == 7)
      #expect(StorageSuite(name: suite.name).userDefaults.integer(forKey: "nextTodoNumber") == 7)
      #expect(defaults.string(forKey: "order") == "favorites")
      #expect(Set(defaults.dictionaryRepresentation().keys) == ["nextTodoNumber", "order"])
      defaults.set(URL(string: "https://example.com/a"), forKey: "link")
      #expect(defaults.url(forKey: "link")?.host == "example.com")
      defaults.removeObject(forKey: "order")
      defaults.set(nil as Any?, forKey: "nextTodoNumber")
      defaults.set(nil as URL?, forKey: "link")
      #expect(suite.allValues.isEmpty)
    }
  }

  /// Runs `body` with a suite of its own, deleted afterwards, never synchronized to disk.
  private func withSuite(_ body: (StorageSuite) -> Void) {
    let suite = StorageSuite(
      name: "ListDetailSync.StorageTests.\(UUID().uuidString)", synchronizesEveryWrite: false)
    defer { suite.removeAll() }
    body(suite)
  }
}
