import ChapterBenchmark
import ChapterKit
import Foundation

/// Draws time per edit against list size, one line per chapter, on log scales, as SVG.
struct Chart {
  let results: [BenchmarkRecord]

  private let width = 1000.0
  private let height = 520.0
  private let left = 90.0
  private let right = 390.0
  private let top = 50.0
  private let bottom = 70.0
  /// One colour per chapter, distinct for the first ten.
  private let colors = [
    "#888888", "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#d62728", "#8c564b", "#e377c2",
    "#17becf", "#bcbd22",
  ]
  /// The dash of a chapter's second, third… variant: its default is solid.
  private let dashes = ["7 4", "2 3", "10 3 2 3"]

  /// The chapters in the order they first appear.
  var chapters: [String] {
    var seen: [String] = []
    for result in results where !seen.contains(result.chapter) { seen.append(result.chapter) }
    return seen
  }

  /// A chapter's variants in the order they first appear: its default first.
  func variants(of chapter: String) -> [String] {
    var seen: [String] = []
    for result in results where result.chapter == chapter {
      let variant = result.variant ?? ""
      if !seen.contains(variant) { seen.append(variant) }
    }
    return seen
  }

  /// The rows of a chapter's first variant, its default.
  func defaultRows(of chapter: String) -> [BenchmarkRecord] {
    let first = variants(of: chapter).first
    return results.filter { $0.chapter == chapter && ($0.variant ?? "") == first }
  }

  /// The chart as a whole SVG document: its axes on log scales, then a line per chapter and
  /// variant with the legend beside.
  func svg() -> String {
    let sizes = results.map { Double($0.size) }
    let times = results.map { max(($0.medianMicroseconds ?? 0), 1) }
    let scale = Scale(
      xRange: decades(from: sizes.min() ?? 1_000, to: sizes.max() ?? 100_000),
      yRange: decades(from: times.min() ?? 10, to: times.max() ?? 1_000),
      left: left, top: top, plotWidth: width - left - right, plotHeight: height - top - bottom)
    let header = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="13">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(left)" y="28" font-size="17" font-weight="bold">Time per edit until every scene shows it</text>

      """
    return header + axes(scale) + series(scale) + "</svg>\n"
  }

  /// Where a size and a time stand on the plot, both on log scales.
  private struct Scale {
    let xRange: ClosedRange<Double>
    let yRange: ClosedRange<Double>
    let left, top, plotWidth, plotHeight: Double

    func x(_ size: Double) -> Double {
      left + (log10(size) - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * plotWidth
    }

    func y(_ micros: Double) -> Double {
      top + plotHeight
        - (log10(micros) - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound) * plotHeight
    }
  }

  /// Grid lines and labels at every power of ten, the axes and their titles.
  private func axes(_ scale: Scale) -> String {
    let (plotWidth, plotHeight) = (scale.plotWidth, scale.plotHeight)
    var svg = ""
    for exponent in Int(scale.xRange.lowerBound)...Int(scale.xRange.upperBound) {
      let position = scale.x(pow(10, Double(exponent)))
      svg += line(position, top, position, top + plotHeight, color: "#e5e5e5")
      svg += text(
        position, top + plotHeight + 20, label(pow(10, Double(exponent)), unit: ""),
        anchor: "middle")
    }
    for exponent in Int(scale.yRange.lowerBound)...Int(scale.yRange.upperBound) {
      let position = scale.y(pow(10, Double(exponent)))
      svg += line(left, position, left + plotWidth, position, color: "#e5e5e5")
      svg += text(
        left - 8, position + 4, label(pow(10, Double(exponent)), unit: "µs"), anchor: "end")
    }
    svg += line(left, top + plotHeight, left + plotWidth, top + plotHeight, color: "#333333")
    svg += line(left, top, left, top + plotHeight, color: "#333333")
    svg += text(
      left + plotWidth / 2, height - 22, "todos in the list (log scale)", anchor: "middle")
    svg += """
      <text x="24" y="\(top + plotHeight / 2)" text-anchor="middle" \
      transform="rotate(-90 24 \(top + plotHeight / 2))">median time per edit (log scale)</text>

      """
    return svg
  }

  /// One line per chapter and variant: one colour per chapter, its default solid and its other
  /// variants dashed; and the legend.
  private func series(_ scale: Scale) -> String {
    var svg = ""
    var legendIndex = 0
    for (index, chapter) in chapters.enumerated() {
      let color = colors[index % colors.count]
      for (variantIndex, variant) in variants(of: chapter).enumerated() {
        let dash =
          variantIndex == 0
          ? "" : " stroke-dasharray=\"\(dashes[(variantIndex - 1) % dashes.count])\""
        let points = results.filter { $0.chapter == chapter && ($0.variant ?? "") == variant }
          .sorted { $0.size < $1.size }
          .map { (scale.x(Double($0.size)), scale.y(max(($0.medianMicroseconds ?? 0), 1))) }
        let path = points.map { String(format: "%.1f,%.1f", $0.0, $0.1) }.joined(separator: " ")
        svg +=
          "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\"\(dash) "
          + "points=\"\(path)\"/>\n"
        for point in points {
          svg +=
            "<circle cx=\"\(f(point.0))\" cy=\"\(f(point.1))\" r=\"3.5\" fill=\"\(color)\"/>\n"
        }
        let legendY = top + 10 + Double(legendIndex) * 24
        legendIndex += 1
        svg +=
          "<line x1=\"\(f(width - right + 20))\" y1=\"\(f(legendY))\" "
          + "x2=\"\(f(width - right + 48))\" y2=\"\(f(legendY))\" stroke=\"\(color)\" "
          + "stroke-width=\"2.5\"\(dash)/>\n"
        let name = variantIndex == 0 ? chapter : "\(chapter) · \(variant)"
        svg += text(width - right + 56, legendY + 4, name, anchor: "start")
      }
    }
    return svg
  }

  /// Whole powers of ten around the values, as exponents.
  private func decades(from low: Double, to high: Double) -> ClosedRange<Double> {
    let lower = floor(log10(max(low, 1)))
    let upper = max(ceil(log10(max(high, 1))), lower + 1)
    return lower...upper
  }

  private func label(_ value: Double, unit: String) -> String {
    if unit == "µs" {
      switch value {
      case 1_000_000...: return "\(Int(value / 1_000_000)) s"
      case 1_000...: return "\(Int(value / 1_000)) ms"
      default: return "\(Int(value)) µs"
      }
    }
    switch value {
    case 1_000_000...: return "\(Int(value / 1_000_000))M"
    case 1_000...: return "\(Int(value / 1_000))k"
    default: return "\(Int(value))"
    }
  }

  private func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, thickness: Double = 1
  ) -> String {
    "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color)\" "
      + "stroke-width=\"\(f(thickness))\"/>\n"
  }

  private func text(_ x: Double, _ y: Double, _ content: String, anchor: String) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\">\(escaped(content))</text>\n"
  }

  private func f(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }
}
