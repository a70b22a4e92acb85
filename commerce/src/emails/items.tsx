import { Text } from "@react-email/components"
import type { ItemData } from "./data"

/** "2 × Product (variant)", one per line. */
export function Items({ items }: { items: ItemData[] }) {
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
