// Where the app starts: the type marked `@main`, which owns the app's data. `Lesson` links the
// chapter's files.
import UIKit

@main extension AppDelegate {}
