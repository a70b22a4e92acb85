import { useMutation } from "@apollo/client/react"
import { useState, type FormEvent } from "react"
import { AddAddress, DeleteAddress, UpdateAddress } from "../../api/account"
import { useShop, useStore } from "../../app/shop"
import { useAction, useNotify } from "../../app/use-action"
import { useFormErrors } from "../../app/use-form-errors"
import {
  AddressForm,
  addressInput,
  addressPath,
  addressProblems,
  addressValue,
  emptyAddress,
  type AddressValue,
} from "../../components/AddressForm"
import { AddressView } from "../../components/AddressView"
import { useDocumentTitle } from "../../components/DocumentTitle"
import { EmptyState } from "../../components/EmptyState"
import { Checkbox } from "../../components/Field"
import { Icon } from "../../components/Icon"
import { Spinner } from "../../components/Spinner"
import { catalogs, useI18n } from "../../i18n"
import type { Customer } from "../../state/shop-store"
import "./account.css"

type Editing = { id: string | null; value: AddressValue; isDefaultShipping: boolean; isDefaultBilling: boolean }
type Saved = Customer["addresses"][number]

/** /account/addresses: the address book — add, edit, delete, and the default shipping and billing addresses. */
export default function Addresses() {
  const { t } = useI18n()
  const { user, regions, region } = useShop()
  const store = useStore()
  const notify = useNotify()
  const { busy, run } = useAction()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [add] = useMutation(AddAddress)
  const [update] = useMutation(UpdateAddress)
  const [remove] = useMutation(DeleteAddress)
  const form = useFormErrors()
  const { formRef } = form
  useDocumentTitle(t.account.addresses)
  if (!user) return null

  // Every country the shop ships to, once (the form names and sorts them).
  const countries = [...new Map(regions.flatMap((r) => r.countries).map((c) => [c.iso2, c])).values()]
  const saved = (message: "saved" | "deleted") =>
    notify({ kind: "POSITIVE", es: catalogs.es.account[message], en: catalogs.en.account[message] })
  const edit = (next: Editing | null) => {
    form.show({})
    setEditing(next)
  }
  const startNew = () =>
    edit({
      id: null,
      value: emptyAddress(region?.countries.length === 1 ? region.countries[0].iso2 : ""),
      isDefaultShipping: !user.addresses.length,
      isDefaultBilling: !user.addresses.length,
    })
  const startEdit = (a: Saved) =>
    edit({
      id: a.id,
      value: addressValue(a.address),
      isDefaultShipping: a.isDefaultShipping,
      isDefaultBilling: a.isDefaultBilling,
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!editing || form.show(addressProblems(editing.value, "address"))) return
    void run(
      async () => {
        const input = {
          address: addressInput(editing.value),
          isDefaultShipping: editing.isDefaultShipping,
          isDefaultBilling: editing.isDefaultBilling,
        }
        const { data } = editing.id
          ? await update({ variables: { id: editing.id, input } })
          : await add({ variables: { input } })
        const customer = data && ("updateAddress" in data ? data.updateAddress : data.addAddress)
        if (customer) store.setUser(customer)
        setEditing(null)
        saved("saved")
      },
      { onError: (error) => form.fromApi(error, (path) => addressPath(path, "address")) }
    )
  }
  const makeDefault = (a: Saved) =>
    run(async () => {
      const { data } = await update({
        variables: {
          id: a.id,
          input: { address: addressInput(addressValue(a.address)), isDefaultShipping: true, isDefaultBilling: true },
        },
      })
      if (data) store.setUser(data.updateAddress)
      saved("saved")
    })
  const destroy = (a: Saved) => {
    if (!window.confirm(t.account.deleteConfirm)) return
    void run(async () => {
      const { data } = await remove({ variables: { id: a.id } })
      if (data) store.setUser(data.deleteAddress)
      saved("deleted")
    })
  }

  return (
    <div className="account-page">
      <div className="section-head">
        <h1>{t.account.addresses}</h1>
        {!editing && user.addresses.length > 0 && (
          <button type="button" className="button button-small" onClick={startNew}>
            <Icon name="plus" size={16} /> {t.account.addAddress}
          </button>
        )}
      </div>

      {editing && (
        <form
          ref={formRef}
          className="card address-editor"
          onSubmit={submit}
          noValidate
          aria-labelledby="address-editor-title"
        >
          <h2 id="address-editor-title">{editing.id ? t.account.editAddress : t.account.newAddress}</h2>
          <AddressForm
            idPrefix="book"
            value={editing.value}
            onChange={(value, field) => (setEditing({ ...editing, value }), form.clear(`address.${field}`))}
            error={(field) => form.message(`address.${field}`)}
            countries={countries}
          />
          <div className="address-defaults">
            <Checkbox
              label={t.address.makeDefaultShipping}
              checked={editing.isDefaultShipping}
              onChange={(e) => setEditing({ ...editing, isDefaultShipping: e.target.checked })}
            />
            <Checkbox
              label={t.address.makeDefaultBilling}
              checked={editing.isDefaultBilling}
              onChange={(e) => setEditing({ ...editing, isDefaultBilling: e.target.checked })}
            />
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {busy && <Spinner size={16} />} {busy ? t.common.saving : t.common.save}
            </button>
            <button type="button" className="button button-secondary" onClick={() => edit(null)} disabled={busy}>
              {t.common.cancel}
            </button>
          </div>
        </form>
      )}

      {!user.addresses.length && !editing ? (
        <EmptyState icon="pin" title={t.account.noAddresses} text={t.account.noAddressesHint}>
          <button type="button" className="button" onClick={startNew}>
            <Icon name="plus" size={16} /> {t.account.addAddress}
          </button>
        </EmptyState>
      ) : (
        <ul className="address-cards">
          {user.addresses.map((a) => (
            <li key={a.id} className="card address-card">
              <div className="pills">
                {a.isDefaultShipping && <span className="pill pill-info">{t.address.defaultShipping}</span>}
                {a.isDefaultBilling && <span className="pill pill-muted">{t.address.defaultBilling}</span>}
              </div>
              <AddressView address={a.address} />
              <div className="address-card-actions">
                <button type="button" className="link-button" onClick={() => startEdit(a)} disabled={busy}>
                  {t.common.edit}
                </button>
                {!(a.isDefaultShipping && a.isDefaultBilling) && (
                  <button type="button" className="link-button" onClick={() => void makeDefault(a)} disabled={busy}>
                    {t.account.setDefault}
                  </button>
                )}
                <button type="button" className="link-button link-danger" onClick={() => destroy(a)} disabled={busy}>
                  {t.common.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
