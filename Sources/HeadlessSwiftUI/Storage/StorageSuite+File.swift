import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The suite's file: where it is, how it is read, and how a write reaches it without losing
// another process's keys.

extension StorageSuite {
  /// The file a suite named `name` is kept in: `$HOME/.config/<name>.plist` on Linux,
  /// `$HOME/Library/Preferences/<name>.plist` on macOS — `HOME` as the process sees it, the
  /// folder UserDefaults uses too.
  package static func fileURL(forSuiteNamed name: String) -> URL {
    #if os(Linux)
      let folder = ".config"
    #else
      let folder = "Library/Preferences"
    #endif
    let home = ProcessInfo.processInfo.environment["HOME"].map { URL(fileURLWithPath: $0) }
    return (home ?? FileManager.default.homeDirectoryForCurrentUser)
      .appendingPathComponent(folder).appendingPathComponent("\(name).plist")
  }

  /// The values in `file`; none when it is missing, cannot be read (``keepUnreadableFileAside``
  /// moves such a file aside, with a warning, before the suite is opened), or is not a file of
  /// its own: a link is not followed.
  static func load(_ file: URL) -> [String: Any] {
    guard notAFile(file) == nil, let data = try? Data(contentsOf: file),
      let values = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return [:] }
    return values
  }

  /// Stores the values of `keys` in the file, and leaves every other key as the file has it.
  ///
  /// Another process's writes to other keys are kept, as UserDefaults keeps them. Called under
  /// the lock; returns `false`, with ``takeFailure()`` saying why, when the file did not take it.
  ///
  /// The file is read again and written whole under an advisory lock (`flock` on
  /// `<file>.lock`), as a new file renamed over the old one: a kill before the rename leaves the
  /// old file (and a temporary one the next launch removes); a kill after it, the new one.
  @discardableResult
  func save(changing keys: Set<String>) -> Bool {
    guard shared.deletions == deletionsWhenOpened, !keys.isEmpty else { return true }
    let file = Self.fileURL(forSuiteNamed: name)
    func fail(_ reason: String) -> Bool {
      shared.failure = "the setting could not be stored in \(file.path): \(reason)"
      return false
    }
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      return fail(error.localizedDescription)
    }
    let lockFile = open(file.path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard lockFile >= 0 else { return fail(String(cString: strerror(errno))) }
    defer { close(lockFile) }
    // NB: flock waits while another process saves, which is one small file's write.
    guard flock(lockFile, LOCK_EX) == 0 else { return fail(String(cString: strerror(errno))) }
    if let problem = Self.notAFile(file) { return fail(problem) }
    var merged = Self.load(file)
    for key in keys { merged[key] = shared.values[key] }
    guard
      let data = try? PropertyListSerialization.data(
        fromPropertyList: merged, format: .binary, options: 0)
    else { return fail("its values are not a property list") }
    let temporary = file.appendingPathExtension("tmp-\(ProcessInfo.processInfo.processIdentifier)")
    // NB: no fsync: a killed process's writes are in the kernel's cache, and the rename replaces
    // the file whole; what `synchronizesEveryWrite` asks is that the file is written at once.
    // Readable by the user alone, as UserDefaults keeps it.
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else { return fail("a new file could not be written beside it") }
    guard rename(temporary.path, file.path) == 0 else {
      let problem = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      return fail(problem)
    }
    return true
  }

  /// Why `file` is something the suite does not read or write — a link, a directory — or `nil`
  /// when it is a file or missing.
  static func notAFile(_ file: URL) -> String? {
    var status = stat()
    guard lstat(file.path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFLNK:
      return "it is a symbolic link, which the settings do not follow; move it away, or delete "
        + "the settings with --reset"
    default: return "it is not a file"
    }
  }

  /// Moves the suite's file aside when it is not a property list at all, before the suite is
  /// opened, so that nothing in it is lost; returns a `warning:` that says where it is kept, or
  /// `nil` when the file is readable or missing.
  package static func keepUnreadableFileAside(forSuiteNamed name: String) -> String? {
    let file = fileURL(forSuiteNamed: name)
    removeLeftoverTemporaryFiles(of: file)
    if let problem = notAFile(file), problem.hasPrefix("it is a symbolic link") {
      return "warning: \(file.path): \(problem); the settings and scenes start from their "
        + "defaults, and every setting changed is refused with an error"
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
      return nil
    }
    if !isDirectory.boolValue, let data = try? Data(contentsOf: file),
      (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        != nil
    {
      return nil
    }
    let aside = file.appendingPathExtension("unreadable-\(Int(Date().timeIntervalSince1970))")
    do {
      try FileManager.default.moveItem(at: file, to: aside)
      return "warning: \(file.path) is not a property list; it is kept as \(aside.path), and the "
        + "settings and scenes start again"
    } catch {
      return "warning: \(file.path) is not a property list, and could not be kept aside: \(error)"
    }
  }

  /// Removes the temporary files of saves that a kill interrupted before their rename.
  static func removeLeftoverTemporaryFiles(of file: URL) {
    let folder = file.deletingLastPathComponent()
    let prefix = file.lastPathComponent + ".tmp-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      // NB: a process that is still running may be about to rename its own; leave it.
      guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0 else { continue }
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }
}
