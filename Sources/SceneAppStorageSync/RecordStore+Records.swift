// Records: each one line, `<crc32 in hex> <json>`, framed, read and scanned.
// Part of chapter 5's file store (RecordStore.swift), shared word for word with its Apple example.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordStore {
  /// One line of the log: one change, numbered.
  struct Change: Codable {
    var sequence: Int
    var added: Item?
    var updated: Item?
    var deleted: Item.ID?
    /// After an add, the next number the counter hands out.
    var counter: Int?
  }

  /// The first line of the snapshot.
  struct Header: Codable {
    /// The last change the snapshot holds; the log's changes up to it are already in it.
    var lastSequence: Int
    var counter: Int
    var count: Int
  }

  /// `<crc32> <json>\n`: the checksum says whether the rest of the line is what was written.
  static func frame(_ value: some Encodable) throws(StoreError) -> [UInt8] {
    let json: Data
    do {
      json = try JSONEncoder().encode(value)
    } catch {
      throw StoreError(description: "a change cannot be encoded: \(error)")
    }
    var hex = Array(String(CRC32.checksum(json), radix: 16).utf8)
    hex.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: 8 - hex.count), at: 0)
    return hex + [UInt8(ascii: " ")] + Array(json) + [UInt8(ascii: "\n")]
  }

  /// The JSON of a framed line (without its newline) whose checksum matches, or `nil`.
  private static func unframe(_ line: ArraySlice<UInt8>) -> Data? {
    guard line.count > 9, line[line.startIndex + 8] == UInt8(ascii: " "),
      let text = String(validating: line.prefix(8), as: UTF8.self),
      let expected = UInt32(text, radix: 16)
    else { return nil }
    let json = Data(line.dropFirst(9))
    return CRC32.checksum(json) == expected ? json : nil
  }

  /// The lines of a file: the good records with where they end, the ranges of bad bytes, and a
  /// last line that was cut off as it was written.
  struct Scan {
    var records: [(json: Data, end: Int)] = []
    var bad: [Range<Int>] = []
    var torn: Range<Int>?
  }

  static func scan(_ bytes: [UInt8]) -> Scan {
    var scan = Scan()
    var start = 0
    while start < bytes.count {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        scan.torn = start..<bytes.count
        break
      }
      if let json = unframe(bytes[start..<newline]) {
        scan.records.append((json, newline + 1))
      } else if let inner = recordStart(in: bytes, start + 1..<newline) {
        // A damaged newline joined two records: the second one is still whole.
        scan.bad.append(start..<inner)
        if let json = unframe(bytes[inner..<newline]) { scan.records.append((json, newline + 1)) }
      } else {
        scan.bad.append(start..<newline + 1)
      }
      start = newline + 1
    }
    return scan
  }

  /// Where a whole record starts inside a damaged line, if one does.
  private static func recordStart(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var position = range.lowerBound
    while position + 10 <= range.upperBound {
      if bytes[position + 8] == UInt8(ascii: " "), bytes[position + 9] == UInt8(ascii: "{"),
        unframe(bytes[position..<range.upperBound]) != nil
      {
        return position
      }
      position += 1
    }
    return nil
  }
}

/// The CRC-32 of zlib and PNG (polynomial 0xEDB88320), enough to tell a damaged record.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
