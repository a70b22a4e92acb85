import { describe, expect, it } from "vitest"
import { editDistance, highlight, priceRanges, wantsTypos, wordMatches } from "./query"

describe("search query helpers", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("protiena", "proteina")).toBe(1)
    expect(editDistance("vitamina", "vitamina")).toBe(0)
    expect(editDistance("zinc", "magnesio")).toBeGreaterThan(2)
  })

  it("matches prefixes, plurals and one typo in long words, not in short ones", () => {
    expect(wordMatches("proteina", "prot")).toBe(true)
    expect(wordMatches("vitamina", "vitaminas")).toBe(true)
    expect(wordMatches("proteina", "protiena")).toBe(true)
    expect(wordMatches("te", "tea")).toBe(false)
    expect(wordMatches("maca", "mace")).toBe(false)
  })

  it("marks the matching words and keeps the text whole", () => {
    const segments = highlight("Proteína Vegetal de arveja", "proteina")
    expect(segments.map((s) => s.text).join("")).toBe("Proteína Vegetal de arveja")
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(["Proteína"])
  })

  it("turns on typo tolerance only for words of five letters or more", () => {
    expect(wantsTypos("te")).toBe(false)
    expect(wantsTypos("protiena")).toBe(true)
  })

  it("cuts prices in buckets that meet", () => {
    expect(priceRanges("usd")).toEqual([
      { key: "-20", to: 20 },
      { key: "20-40", from: 20, to: 40 },
      { key: "40-80", from: 40, to: 80 },
      { key: "80-", from: 80 },
    ])
  })
})
