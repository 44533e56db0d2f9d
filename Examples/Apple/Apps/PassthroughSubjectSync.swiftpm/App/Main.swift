// Where the app starts: UIKit makes the chapter's app delegate, which owns the data and names
// the scene delegate that builds each window. `Lesson` holds the chapter's files.
import UIKit

@main extension AppDelegate {}
