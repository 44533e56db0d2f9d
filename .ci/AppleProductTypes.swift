// A stand-in for Xcode's AppleProductTypes, which only Xcode has: CI appends it to a copy of
// Examples/Apple/Apps/AppPackage.swift, without that import, to evaluate the chapters' app
// manifests on Linux. `iOSApplication` keeps the parameters the manifest passes, as the Swift
// Package Manager's Sources/AppleProductTypes/Product.swift declares them, and makes an
// executable product; the values are the ones the manifest names.
struct AppIcon { static func placeholder(icon: PlaceholderIcon) -> AppIcon { AppIcon() } }
struct PlaceholderIcon { static let checkmark = PlaceholderIcon() }
struct AccentColor { static func presetColor(_ color: PresetColor) -> AccentColor { AccentColor() } }
struct PresetColor { static let blue = PresetColor() }
enum DeviceFamily { case pad, phone }
struct DeviceFamilyCondition {
  static func when(deviceFamilies: [DeviceFamily]) -> DeviceFamilyCondition { DeviceFamilyCondition() }
}
struct InterfaceOrientation {
  static let portrait = InterfaceOrientation()
  static let landscapeRight = InterfaceOrientation()
  static let landscapeLeft = InterfaceOrientation()
  static func portraitUpsideDown(_ condition: DeviceFamilyCondition) -> InterfaceOrientation {
    InterfaceOrientation()
  }
}
extension Product {
  static func iOSApplication(
    name: String, targets: [String], bundleIdentifier: String? = nil,
    teamIdentifier: String? = nil, displayVersion: String? = nil, bundleVersion: String? = nil,
    appIcon: AppIcon? = nil, accentColor: AccentColor? = nil,
    supportedDeviceFamilies: [DeviceFamily], supportedInterfaceOrientations: [InterfaceOrientation],
    additionalInfoPlistContentFilePath: String? = nil
  ) -> Product {
    .executable(name: name, targets: targets)
  }
}
