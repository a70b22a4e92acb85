import { Box, Card, CardContent, Divider, Stack, Typography } from "@mui/material"
import { Show, useRecordContext, useTranslate } from "react-admin"
import { orders } from "@vitalia/schema/admin/sales/orders"
import { offered } from "@vitalia/schema/admin/paths"
import { ActionButton } from "../generator/actions.js"
import { FieldBlock, FieldGrid, RecordHeading, ShowToolbar, WHOLE_RECORD } from "../generator/screens.js"
import { PendingRequests } from "./PendingRequests.js"
import { OrderTimeline } from "./Timeline.js"

/** Flows grouped where the person looking at an order expects them. */
const sections: { title: [string, string]; actions: string[] }[] = [
  {
    title: ["Envío", "Shipping"],
    actions: ["createFulfillment", "createShipment", "markDelivered", "cancelFulfillment"],
  },
  { title: ["Pago", "Payment"], actions: ["capturePayment", "refundPayment", "markPaid"] },
  {
    title: ["Devoluciones y cambios", "Returns and exchanges"],
    actions: ["initiateReturn", "createExchange", "createClaim", "beginEdit"],
  },
  {
    title: ["Pedido", "Order"],
    actions: ["complete", "addCreditLine", "requestTransfer", "cancelTransfer", "archive", "cancel"],
  },
]

function FlowSections() {
  const record = useRecordContext<Record<string, unknown>>()
  const translate = useTranslate()
  const english = translate("admin.actions") === "Actions"
  if (!record) return null
  return (
    <Stack direction={{ xs: "column", md: "row" }} sx={{ mb: 3, gap: 2, flexWrap: "wrap" }}>
      {sections.map((section) => {
        const available = section.actions.filter(
          (name) => orders.actions?.[name] && offered(orders.actions[name], record)
        )
        if (!available.length) return null
        return (
          <Card key={section.title[0]} variant="outlined" sx={{ flex: "1 1 260px" }}>
            <CardContent>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {english ? section.title[1] : section.title[0]}
              </Typography>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
                {available.map((name) => (
                  <ActionButton key={name} definition={orders} name={name} />
                ))}
              </Box>
            </CardContent>
          </Card>
        )
      })}
    </Stack>
  )
}

/**
 * The order detail: the generated fields, with the order's flows laid out by
 * topic (shipping, payment, returns, the order itself) instead of one menu.
 */
export default function OrderShow() {
  return (
    <Show resource="orders" queryOptions={WHOLE_RECORD} actions={<ShowToolbar definition={orders} />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <RecordHeading definition={orders} />
          <FlowSections />
          <FieldGrid
            definition={orders}
            names={[
              "status",
              "payment_status",
              "fulfillment_status",
              "created_at",
              "customer_id",
              "email",
              "total",
              "subtotal",
              "shipping_total",
              "tax_total",
              "discount_total",
              "region_id",
              "sales_channel_id",
            ]}
          />
          <Divider sx={{ my: 2 }} />
          <FieldGrid definition={orders} names={["returns", "exchanges", "claims"]} />
          <PendingRequests />
          <Divider sx={{ my: 2 }} />
          <OrderTimeline />
          <Divider sx={{ my: 2 }} />
          <FieldBlock definition={orders} name="items" />
          <FieldBlock definition={orders} name="fulfillments" />
          <FieldBlock definition={orders} name="payments" />
          <FieldBlock definition={orders} name="credit_lines" />
          <FieldBlock definition={orders} name="shipping_address" />
          <FieldBlock definition={orders} name="billing_address" />
        </CardContent>
      </Card>
    </Show>
  )
}
