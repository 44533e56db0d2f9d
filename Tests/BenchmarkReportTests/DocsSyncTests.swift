import ChapterBenchmark
import Testing

@testable import BenchmarkReport

/// Copying the report's numbers into the docs: what is copied, and what is left alone.
struct DocsSyncTests {
  static let report = """
    # Benchmarks

    Intro with 12 µs that belongs to no chapter.

    ## Alpha

    | todos | median µs | p10 – p90 µs | cells rendered per edit | peak memory | every scene shows the edit |
    |---:|---:|---:|---:|---:|---|
    | 1 000 | 10.4 | 9.0 – 12.0 | 2.0 | 20.0 MB | yes |
    | 10 000 | 11.6 | 9.0 – 12.0 | 2.0 | 30.0 MB | yes |
    | 100 000 | 12 345.5 | 9.0 – 12.0 | 2.0 | 40.0 MB | yes |

    ### Alpha · `slow`

    | todos | median µs | p10 – p90 µs | cells rendered per edit | peak memory | every scene shows the edit |
    |---:|---:|---:|---:|---:|---|
    | 1 000 | 100.0 | 9.0 – 12.0 | 2.0 | 21.0 MB | yes |

    ## Measurements of the mechanisms themselves

    | items | updates | apply µs |
    | 1 000 | 5 | 7 |
    """

  @Test func aSectionIsAChaptersPartOfTheReportAndTheMechanismsPartIsNone() {
    let sections = DocsSync.sections(ofReport: Self.report)
    #expect(sections.map(\.chapter) == ["Alpha"])
    #expect(DocsSync.quotedBlock(of: sections[0]).contains("**Alpha · `slow`**"))
    #expect(!DocsSync.quotedBlock(of: sections[0]).contains("### "))
  }

  @Test func aChapterQuotesItsOwnMechanismParagraphsAndTheirTablesAndNoOthers() {
    let report = """
      ## Alpha

      | todos | median µs |

      ## Measurements of the mechanisms themselves

      Alpha: a diff of two lists.

      | items | apply µs |
      | 1 000 | 7 |

      Beta: something else.

      | items | µs |
      | 1 000 | 9 |

      Alpha: one lookup takes 2 µs.
      """
    let mechanisms = DocsSync.mechanisms(ofChapter: "Alpha", inReport: report)
    #expect(
      mechanisms
        == "Alpha: a diff of two lists.\n\n| items | apply µs |\n| 1 000 | 7 |\n\n"
        + "Alpha: one lookup takes 2 µs.")
    #expect(DocsSync.mechanisms(ofChapter: "Gamma", inReport: report).isEmpty)
    let section = DocsSync.sections(ofReport: report)[0]
    #expect(
      DocsSync.quotedBlock(of: section, mechanisms: mechanisms).hasSuffix(
        "Alpha: one lookup takes 2 µs."))
  }

  @Test func theSentenceNamesTheCheapestAndDearestChapterThatKeepsTheScenesInSync() {
    let row = "| todos | median µs | p10 – p90 µs | cells | peak memory | every scene shows it |"
    let report = """
      ## Stale

      \(row)
      | 100 000 | 1.0 | 1 – 1 | 0 | 9 MB | no |

      ## Cheap

      \(row)
      | 100 000 | 9.4 | 9 – 9 | 2 | 9 MB | yes |

      ## Dear

      \(row)
      | 100 000 | 150.2 | 9 – 9 | 2 | 9 MB | yes |

      ### Dear · `slow`

      \(row)
      | 100 000 | 99 999.0 | 9 – 9 | 2 | 9 MB | yes |
      """
    #expect(
      DocsSync.extremesSentence(fromReport: report)
        == DocsSync.extremesTitle()
        + " the cheapest correct mechanism per edit is Cheap's, 9.4 µs; "
        + "the most expensive is Dear's, 150 µs.")
  }

  @Test func comparisonsRowsTakeTheMediansAndTheMemoryOfEachTable() {
    let rows = DocsSync.comparisonRows(fromReport: Self.report)
    #expect(rows.median == DocsSync.medianRowTitle() + " 10 / 12 / 12 346 (`slow`: 100 / — / —) |")
    #expect(rows.memory == DocsSync.memoryRowTitle() + " 40.0 MB (`slow`: —) |")
  }

  @Test func theQuotedBlockIsReplacedAndEverythingAroundItKept() throws {
    let doc = """
      ## Cost

      Words.

      \(DocsSync.beginMarker)
      old numbers
      \(DocsSync.endMarker)

      ## Credits
      """
    let updated = try #require(DocsSync.replacingQuotedBlock(in: doc, with: "new numbers"))
    #expect(updated == doc.replacingOccurrences(of: "old numbers", with: "new numbers"))
    #expect(DocsSync.quotedBlock(in: updated) == "new numbers")
    #expect(DocsSync.replacingQuotedBlock(in: "## Cost\n\nWords.\n", with: "x") == nil)
  }
}
