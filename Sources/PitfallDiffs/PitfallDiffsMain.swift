import Foundation

/// Writes every pitfall's ```` ```diff ```` block in the docs from the source files it names.
///
/// `swift run PitfallDiffs` rewrites the blocks of the chapter docs (both languages) and of the
/// deep dives under the current folder; `--check` only says which are stale, and exits 1 if
/// any is. DocsTests runs the same check. It is not a chapter.
@main
enum PitfallDiffsMain {
  static func main() {
    var arguments = CommandLine.arguments.dropFirst()
    let check = arguments.first == "--check"
    if check { arguments.removeFirst() }
    guard arguments.isEmpty else {
      fail("'\(arguments.joined(separator: " "))' is not an option; give --check, or nothing")
    }
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var stale: [String] = []
    for doc in DiffBlocks.docs(root: root) {
      let url = root.appendingPathComponent(doc)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        fail("cannot read \(doc)")
      }
      let fresh: String
      do {
        fresh = try DiffBlocks.regenerated(text, root: root)
      } catch {
        fail("\(doc): \(error)")
      }
      guard fresh != text else { continue }
      stale.append(doc)
      if !check {
        do {
          try fresh.write(to: url, atomically: true, encoding: .utf8)
        } catch {
          fail("cannot write \(doc): \(error)")
        }
      }
    }
    if check {
      print(
        stale.isEmpty
          ? "Every diff block is current."
          : "Stale diff blocks in \(stale.joined(separator: ", ")); run swift run PitfallDiffs.")
      exit(stale.isEmpty ? 0 : 1)
    }
    print(
      stale.isEmpty
        ? "Every diff block was already current."
        : "Wrote the diff blocks of \(stale.joined(separator: ", ")).")
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}
