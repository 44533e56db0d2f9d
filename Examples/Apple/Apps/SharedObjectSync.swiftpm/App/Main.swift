// Where the app starts: SwiftUI makes the chapter's `App`, which owns the data and builds each
// window. `Lesson` holds the chapter's files.
import SwiftUI

@main extension TodoApp {}
