import { useApolloClient } from "@apollo/client/react"
import { useState } from "react"
import { useNotice } from "../../app/notices"
import { useShop } from "../../app/shop"
import { AddressForm, addressValue, emptyAddress, type AddressValue } from "../../components/AddressForm"
import { useI18n } from "../../i18n"
import { AddAddress, DeleteAddress, UpdateAddress } from "../../operations"

export default function Addresses() {
  const { t } = useI18n()
  const notice = useNotice()
  const client = useApolloClient()
  const { user, region, loadUser } = useShop()
  const [editing, setEditing] = useState<{ id: string | null; value: AddressValue; shipping: boolean; billing: boolean } | null>(null)
  if (!user) return null
  const save = async () => {
    if (!editing) return
    const input = { address: editing.value, isDefaultShipping: editing.shipping, isDefaultBilling: editing.billing }
    try {
      if (editing.id) await client.mutate({ mutation: UpdateAddress, variables: { id: editing.id, input } })
      else await client.mutate({ mutation: AddAddress, variables: { input } })
      await loadUser()
      setEditing(null)
      notice({ kind: "POSITIVE", text: t.account.saved })
    } catch (e) {
      notice({ kind: "NEGATIVE", text: (e as Error).message })
    }
  }
  const remove = async (id: string) => {
    await client.mutate({ mutation: DeleteAddress, variables: { id } })
    await loadUser()
  }
  return (
    <>
      <h1>{t.account.addresses}</h1>
      {!user.addresses.length && <p>{t.account.noAddresses}</p>}
      <ul className="address-list">
        {user.addresses.map((a) => (
          <li key={a.id} className="card">
            <address>{a.address.firstName} {a.address.lastName}<br />{a.address.address1} {a.address.address2}<br />{a.address.city}, {a.address.province} · {a.address.countryCode?.toUpperCase()}</address>
            <p className="muted">{a.isDefaultShipping && t.address.defaultShipping} {a.isDefaultBilling && t.address.defaultBilling}</p>
            <button type="button" className="link" onClick={() => setEditing({ id: a.id, value: addressValue(a.address), shipping: a.isDefaultShipping, billing: a.isDefaultBilling })}>{t.account.edit}</button>
            <button type="button" className="link" onClick={() => void remove(a.id)}>{t.account.delete}</button>
          </li>
        ))}
      </ul>
      {editing ? (
        <form onSubmit={(e) => (e.preventDefault(), void save())}>
          <AddressForm value={editing.value} onChange={(value) => setEditing({ ...editing, value })} region={region} idPrefix="book" />
          <label className="check"><input type="checkbox" checked={editing.shipping} onChange={(e) => setEditing({ ...editing, shipping: e.target.checked })} /> {t.address.defaultShipping}</label>
          <label className="check"><input type="checkbox" checked={editing.billing} onChange={(e) => setEditing({ ...editing, billing: e.target.checked })} /> {t.address.defaultBilling}</label>
          <button className="button" type="submit">{t.auth.save}</button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ id: null, value: emptyAddress(region?.countries[0]?.iso2 ?? ""), shipping: !user.addresses.length, billing: !user.addresses.length })}>{t.account.addAddress}</button>
      )}
    </>
  )
}
