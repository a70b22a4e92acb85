import { useApolloClient, useQuery } from "@apollo/client/react"
import { useState } from "react"
import { useParams } from "react-router-dom"
import { useNotice } from "../../app/notices"
import { OrderView } from "../../components/OrderView"
import { useI18n } from "../../i18n"
import { AcceptTransfer, DeclineTransfer, GetOrder } from "../../operations"

export default function OrderDetail() {
  const { id = "" } = useParams()
  const { t } = useI18n()
  const notice = useNotice()
  const client = useApolloClient()
  const [token, setToken] = useState("")
  const { data, error } = useQuery(GetOrder, { variables: { id } })
  if (error) return <p role="alert">{t.orderSuccess.notFound}</p>
  if (!data) return <p aria-busy="true" className="skeleton-line" />
  const transfer = async (accept: boolean) => {
    try {
      await client.mutate({ mutation: accept ? AcceptTransfer : DeclineTransfer, variables: { orderId: id, token } })
      notice({ kind: "POSITIVE", text: accept ? t.order.accepted : t.order.declined })
    } catch (e) {
      notice({ kind: "NEGATIVE", text: (e as Error).message })
    }
  }
  return (
    <>
      <h1>{t.orderSuccess.number(data.order.displayId)}</h1>
      <OrderView order={data.order} />
      <details>
        <summary>{t.order.transfer}</summary>
        <label className="field"><span>{t.order.transferToken}</span><input value={token} onChange={(e) => setToken(e.target.value)} /></label>
        <div className="actions">
          <button type="button" className="button" disabled={!token} onClick={() => void transfer(true)}>{t.order.accept}</button>
          <button type="button" className="button button-secondary" disabled={!token} onClick={() => void transfer(false)}>{t.order.decline}</button>
        </div>
      </details>
    </>
  )
}
