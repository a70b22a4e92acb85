import { Card, CardContent, CardHeader, Grid, Typography } from "@mui/material"
import { useMemo, useState } from "react"
import { Title, useCanAccess, useGetList, useLocaleState, useTranslate } from "react-admin"
import { keys } from "../generator/keys.js"
import { formatMoney } from "../generator/money.js"
import { BarChart, type Bar } from "./BarChart.js"

const DAYS = 30
type Rec = { id: string; created_at: string; status?: string; total?: number; currency_code?: string }

/** The last 30 days, oldest first, as YYYY-MM-DD. */
function lastDays(): string[] {
  const days: string[] = []
  for (let i = DAYS - 1; i >= 0; i--) days.push(new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10))
  return days
}

function perDay(records: Rec[], value: (r: Rec) => number): Bar[] {
  const sums = new Map(lastDays().map((day) => [day, 0]))
  for (const record of records) {
    const day = record.created_at.slice(0, 10)
    if (sums.has(day)) sums.set(day, sums.get(day)! + value(record))
  }
  return [...sums].map(([day, total]) => ({ label: day.slice(5), value: total }))
}

/**
 * The overview: sales per day, orders by status, new enrollments — the last 30 days, each only for
 * a staff role that may list what it counts (partner support's dashboard asked for the orders and
 * got 403; catalogue staff see neither and are told so).
 */
export default function Dashboard() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [since] = useState(() => new Date(Date.now() - DAYS * 86_400_000).toISOString().slice(0, 10))
  const ordersAllowed = useCanAccess({ resource: "orders", action: "list" }).canAccess === true
  const enrollmentsAllowed = useCanAccess({ resource: "enrollments", action: "list" }).canAccess === true
  const orders = useGetList<Rec>(
    "orders",
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: "created_at", order: "DESC" },
      filter: { created_after: since },
    },
    { enabled: ordersAllowed }
  )
  // The engine's enrollment list has no date filter: the newest 500, counted per day below.
  const enrollments = useGetList<Rec>(
    "enrollments",
    { pagination: { page: 1, perPage: 500 }, sort: { field: "created_at", order: "DESC" } },
    { enabled: enrollmentsAllowed }
  )

  const currency = useMemo(() => {
    const counts = new Map<string, number>()
    for (const order of orders.data ?? [])
      if (order.currency_code) counts.set(order.currency_code, (counts.get(order.currency_code) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "usd"
  }, [orders.data])
  const sales = perDay(
    (orders.data ?? []).filter((o) => o.currency_code === currency && o.status !== "canceled"),
    (o) => Number(o.total ?? 0)
  )
  const byStatus: Bar[] = useMemo(() => {
    const counts = new Map<string, number>()
    for (const order of orders.data ?? []) counts.set(order.status ?? "", (counts.get(order.status ?? "") ?? 0) + 1)
    return [...counts].map(([status, count]) => ({
      label: translate(keys.choice("orders", "status", status), { _: status }),
      value: count,
    }))
  }, [orders.data, translate])
  const newEnrollments = perDay(enrollments.data ?? [], () => 1)
  const money = (value: number) => formatMoney(value, currency, locale)
  const revenue = sales.reduce((sum, bar) => sum + bar.value, 0)

  return (
    <>
      <Title title="admin.dashboard.title" />
      {ordersAllowed || enrollmentsAllowed ? null : (
        <Typography sx={{ mt: 2 }}>{translate("admin.dashboard.not_for_role")}</Typography>
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {ordersAllowed ? (
          <Figure
            label={translate("admin.dashboard.orders_total")}
            value={String(orders.total ?? orders.data?.length ?? "…")}
          />
        ) : null}
        {ordersAllowed ? <Figure label={translate("admin.dashboard.revenue_total")} value={money(revenue)} /> : null}
        {enrollmentsAllowed ? (
          <Figure
            label={translate("admin.dashboard.enrollments_total")}
            value={enrollments.data ? String(newEnrollments.reduce((sum, bar) => sum + bar.value, 0)) : "…"}
          />
        ) : null}
        {ordersAllowed ? (
          <>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Card>
                <CardHeader
                  title={translate("admin.dashboard.sales", { currency: currency.toUpperCase() })}
                  slotProps={{ title: { variant: "h6", component: "h2" } }}
                />
                <CardContent>
                  <BarChart bars={sales} format={money} emptyText={translate("admin.dashboard.no_data")} />
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Card>
                <CardHeader
                  title={translate("admin.dashboard.orders_by_status")}
                  slotProps={{ title: { variant: "h6", component: "h2" } }}
                />
                <CardContent>
                  <BarChart bars={byStatus} emptyText={translate("admin.dashboard.no_data")} />
                </CardContent>
              </Card>
            </Grid>
          </>
        ) : null}
        {enrollmentsAllowed ? (
          <Grid size={{ xs: 12 }}>
            <Card>
              <CardHeader
                title={translate("admin.dashboard.enrollments")}
                slotProps={{ title: { variant: "h6", component: "h2" } }}
              />
              <CardContent>
                <BarChart bars={newEnrollments} height={120} emptyText={translate("admin.dashboard.no_data")} />
              </CardContent>
            </Card>
          </Grid>
        ) : null}
      </Grid>
    </>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  )
}
