import { Text } from "@react-email/components"
import type { ItemData } from "./data"
import { usePlainText } from "./plain-text"

/** "2 × Product (variant)", one per line. */
export function Items({ items }: { items: ItemData[] }) {
  // In the text part the list is one block, a product a line (paragraphs would put blank lines between).
  if (usePlainText())
    return (
      <Text>
        {items.map((item, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {item.quantity} × {item.title}
            {item.variant ? ` (${item.variant})` : ""}
          </span>
        ))}
      </Text>
    )
  return (
    <>
      {items.map((item, index) => (
        <Text key={index} style={{ fontSize: 14, margin: "2px 0" }}>
          {item.quantity} × <strong>{item.title}</strong>
          {item.variant ? ` (${item.variant})` : ""}
        </Text>
      ))}
    </>
  )
}
