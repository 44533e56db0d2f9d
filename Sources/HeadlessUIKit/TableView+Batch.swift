import TodoModel

// Batches of updates, with UIKit's rules for which indices are old and which are new.

extension TableView {
  /// Applies deletes, inserts, moves, reloads and reconfigures as one batch, with UIKit's rules
  /// for which indices are old and which are new (see ``TableUpdate``).
  ///
  /// Like UIKit, it insists that the row count after the batch equals what the data source says;
  /// a mismatch is a programming error and stops the program with UIKit's explanation.
  public func performBatchUpdates(_ updates: [TableUpdate]) {
    defer { lastRenderFinished = .now }
    // A batch of inserts alone, or of deletes alone, moves the other cells as a block, and then
    // refreshes the rows it reloads or reconfigures.
    if applyInsertsOrDeletesAlone(updates) { return }
    // Updates that keep every row in place cost only the rows they name.
    if updates.allSatisfy(\.keepsRowsInPlace) {
      reloadRows(updates.compactMap { if case .reload(let row) = $0 { row } else { nil } })
      reconfigureRows(
        updates.compactMap { if case .reconfigure(let row) = $0 { row } else { nil } })
      return
    }
    let oldCells = cells
    let plan = BatchPlan(updates, oldCount: oldCells.count)
    let expectedCount = dataSource?.numberOfRows(in: self) ?? 0
    precondition(
      plan.newCount == expectedCount,
      "Invalid update: the table had \(oldCells.count) rows, the batch deletes "
        + "\(plan.deleteCount) and inserts \(plan.insertCount), but the data source now has "
        + "\(expectedCount) rows")
    var newCells: [TableCell] = []
    newCells.reserveCapacity(plan.newCount)
    for (index, oldRow) in plan.oldRowOfEachNewRow().enumerated() {
      guard oldRow >= 0, oldRow < oldCells.count else {
        newCells.append(makeCell(forRow: index))
        continue
      }
      switch plan.refresh[oldRow] {
      case .reload: newCells.append(makeCell(forRow: index))
      case .reconfigure:
        render(oldCells[oldRow], row: index)
        newCells.append(oldCells[oldRow])
      case .none: newCells.append(oldCells[oldRow])
      }
    }
    cells = newCells
  }

  /// Applies a batch that inserts only, or deletes only, besides reloads and reconfigures, by
  /// moving the cells around the changed rows as a block and then refreshing the rows named;
  /// `false`, changing nothing, for any other batch.
  private func applyInsertsOrDeletesAlone(_ updates: [TableUpdate]) -> Bool {
    var inserted: [Int] = []
    var deleted: [Int] = []
    // Each refreshed row, named as before the batch; a reload wins over a reconfigure.
    var reloadsByOldRow: [Int: Bool] = [:]
    for update in updates {
      switch update {
      case .insert(let row): inserted.append(row)
      case .delete(let row): deleted.append(row)
      case .reload(let row): reloadsByOldRow[row] = true
      case .reconfigure(let row): reloadsByOldRow[row] = reloadsByOldRow[row] ?? false
      case .move: return false
      }
    }
    guard inserted.isEmpty != deleted.isEmpty else { return false }
    let oldCount = cells.count
    if deleted.isEmpty {
      insertAlone(inserted)
    } else {
      deleteAlone(deleted)
    }
    let deletedRows = Set(deleted)
    let insertedRows = Set(inserted).sorted()
    let refreshes = reloadsByOldRow.filter { (0..<oldCount).contains($0.key) }
      .filter { !deletedRows.contains($0.key) }
      .map { oldRow, reloads in
        // A row moves up one for each deleted row above it, and down one for each row inserted
        // at or above its new place.
        var newRow = oldRow - deletedRows.count { $0 < oldRow }
        for row in insertedRows where row <= newRow { newRow += 1 }
        return (newRow: newRow, reloads: reloads)
      }
    for refresh in refreshes.sorted(by: { $0.newRow < $1.newRow }) {
      if refresh.reloads {
        cells[refresh.newRow] = makeCell(forRow: refresh.newRow)
      } else {
        render(cells[refresh.newRow], row: refresh.newRow)
      }
    }
    return true
  }

  /// Removes the cells of `deleted`, rows before the batch.
  private func deleteAlone(_ deleted: [Int]) {
    let expectedCount = dataSource?.numberOfRows(in: self) ?? 0
    let rows = Set(deleted).sorted(by: >)
    precondition(
      rows.allSatisfy(cells.indices.contains),
      "Invalid update: a row index is outside the table")
    precondition(
      cells.count - rows.count == expectedCount,
      "Invalid update: the table had \(cells.count) rows, the batch deletes \(rows.count) "
        + "and inserts 0, but the data source now has \(expectedCount) rows")
    for row in rows { cells.remove(at: row) }
  }

  /// Makes cells for `inserted`, rows after the batch.
  private func insertAlone(_ inserted: [Int]) {
    let expectedCount = dataSource?.numberOfRows(in: self) ?? 0
    let rows = Set(inserted).sorted()
    precondition(
      cells.count + rows.count == expectedCount,
      "Invalid update: the table had \(cells.count) rows, the batch deletes 0 and inserts "
        + "\(rows.count), but the data source now has \(expectedCount) rows")
    precondition(
      rows.allSatisfy { (0..<expectedCount).contains($0) },
      "Invalid update: a row index is outside the table")
    // Ascending, each index names the row's place after the batch: the cells before it are in
    // place by then, so each new cell goes where it will stay.
    for row in rows { cells.insert(makeCell(forRow: row), at: row) }
  }
}

/// What a batch does to each old row, and which new rows it inserts, in flat arrays: a batch over
/// a long list touches every row, and arrays are far cheaper than sets to look up.
private struct BatchPlan {
  /// What a batch asks for an old row that stays.
  enum Refresh {
    case none, reload, reconfigure
  }

  let oldCount: Int
  private(set) var isDeleted: [Bool]
  /// Each old row's new place when it moves, else -1.
  private(set) var moveTarget: [Int]
  private(set) var refresh: [Refresh]
  private(set) var insertedRows: [Int] = []
  private(set) var deleteCount = 0

  init(_ updates: [TableUpdate], oldCount: Int) {
    self.oldCount = oldCount
    isDeleted = [Bool](repeating: false, count: oldCount)
    moveTarget = [Int](repeating: -1, count: oldCount)
    refresh = [Refresh](repeating: .none, count: oldCount)
    for update in updates {
      switch update {
      case .delete(let row):
        precondition(
          (0..<oldCount).contains(row), "Invalid update: a row index is outside the table")
        if !isDeleted[row] { deleteCount += 1 }
        isDeleted[row] = true
      case .insert(let row):
        insertedRows.append(row)
      case .move(let from, let to):
        precondition(
          (0..<oldCount).contains(from), "Invalid update: a row index is outside the table")
        moveTarget[from] = to
      case .reload(let row) where (0..<oldCount).contains(row):
        refresh[row] = .reload
      case .reconfigure(let row) where (0..<oldCount).contains(row):
        if refresh[row] == .none { refresh[row] = .reconfigure }
      case .reload, .reconfigure:
        break
      }
    }
  }

  /// How many distinct rows the batch inserts.
  var insertCount: Int { Set(insertedRows).count }

  /// How many rows the table has after the batch.
  var newCount: Int { oldCount - deleteCount + insertCount }

  /// Each new row's old row, or -1 for an inserted one.
  func oldRowOfEachNewRow() -> [Int] {
    let newCount = newCount
    var isInserted = [Bool](repeating: false, count: newCount)
    for row in insertedRows {
      precondition((0..<newCount).contains(row), "Invalid update: a row index is outside the table")
      isInserted[row] = true
    }
    var oldRowOfNew = [Int](repeating: -1, count: newCount)
    for (from, to) in moveTarget.enumerated() where to >= 0 {
      precondition((0..<newCount).contains(to), "Invalid update: a row index is outside the table")
      oldRowOfNew[to] = from
    }
    // Rows that are neither deleted nor moved keep their order and fill the free places.
    var staying = 0
    for index in 0..<newCount where oldRowOfNew[index] < 0 && !isInserted[index] {
      while staying < oldCount && (isDeleted[staying] || moveTarget[staying] >= 0) {
        staying += 1
      }
      oldRowOfNew[index] = staying
      staying += 1
    }
    return oldRowOfNew
  }
}
