#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most memory the process has held at once so far (its peak resident set size).
enum PeakMemory {
  /// Bytes; 0 where the system does not say.
  static var bytes: Int {
    var usage = rusage()
    #if canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss)  // Darwin reports bytes.
    #else
      // NB: Glibc imports RUSAGE_SELF as an enum case; getrusage takes its raw number.
      guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024  // Linux reports kilobytes.
    #endif
  }
}
