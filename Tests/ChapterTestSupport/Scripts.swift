import ChapterKit

/// Scripts the tests of every chapter share.
public enum Scripts {
  /// A script that uses every command of the language that changes something, first in one
  /// scene and then across three, for tests that check a chapter step by step.
  public static let everyCommand = """
    open t3
    favorite
    rename Call the surgery
    type Call the surgery about the crown
    remote rename t3 Call the dentist's surgery
    remote favorite t3
    submit
    back
    remove t4
    add Buy oat milk
    link t21
    rename Buy oat milk and bread
    remote favorite t21
    remote rename t2 Renew passport online
    delete
    scroll
    remote delete t1
    open t3
    scene 2
    open t3
    scene 3
    link t6
    rename Book flights to Porto
    scene 2
    delete
    """

  /// Opens t3 in three scenes: by tapping in scenes 1 and 2, by a deep link in scene 3.
  public static let threeScenesShowingT3 = "open t3\nscene 2\nopen t3\nscene 3\nlink t3"
}

extension ChapterApp {
  /// The variant this app type builds: the default for a chapter's app, the variant that names
  /// it for a pitfall's subclass.
  public nonisolated static var thisVariant: ChapterVariant {
    guard
      let variant = variants.first(where: { ObjectIdentifier($0.app) == ObjectIdentifier(self) })
    else { preconditionFailure("\(self) is in no variant of \(name); add it to the variant table") }
    return variant
  }
}
