// UIKit brings Foundation with it: a file that imports UIKit can use `IndexPath`, `NSCoder` and
// `CGRect` without importing Foundation, on a device and here.
@_exported import Foundation
