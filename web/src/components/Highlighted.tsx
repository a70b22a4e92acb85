/** A text in pieces with the words that matched a search marked (<mark>). */
export function Highlighted({ segments }: { segments: { text: string; match: boolean }[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>
      )}
    </>
  )
}
