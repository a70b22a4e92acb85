import { provinceOptions } from "../../../schema/geo/provinces"
import type { Region } from "../app/shop"
import { useI18n } from "../i18n"

export interface AddressValue {
  firstName: string
  lastName: string
  company: string
  address1: string
  address2: string
  city: string
  countryCode: string
  province: string
  postalCode: string
  phone: string
}

export const emptyAddress = (countryCode = ""): AddressValue => ({
  firstName: "", lastName: "", company: "", address1: "", address2: "", city: "", countryCode, province: "", postalCode: "", phone: "",
})

/** A form value from an address the API answered (nulls and __typename left out). */
export function addressValue(address: Record<string, unknown> | null | undefined): AddressValue {
  const known = Object.entries(address ?? {}).filter(([key, value]) => key !== "__typename" && value != null)
  return { ...emptyAddress(), ...(Object.fromEntries(known) as Partial<AddressValue>) }
}

/**
 * An address with the region's countries and, where the shop has a list for the
 * country, its provinces (SPEC §3); free text elsewhere.
 */
export function AddressForm({ value, onChange, region, idPrefix }: { value: AddressValue; onChange(value: AddressValue): void; region: Region | null; idPrefix: string }) {
  const { t } = useI18n()
  const set = (field: keyof AddressValue) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value })
  const provinces = provinceOptions(value.countryCode)
  const field = (name: keyof AddressValue, label: string, options: { required?: boolean; autoComplete?: string; type?: string } = {}) => (
    <label className="field" htmlFor={`${idPrefix}-${name}`}>
      <span>{label}</span>
      <input id={`${idPrefix}-${name}`} name={name} value={value[name]} onChange={set(name)} required={options.required} autoComplete={options.autoComplete} type={options.type ?? "text"} />
    </label>
  )
  return (
    <div className="form-grid">
      {field("firstName", t.address.firstName, { required: true, autoComplete: "given-name" })}
      {field("lastName", t.address.lastName, { required: true, autoComplete: "family-name" })}
      {field("address1", t.address.address1, { required: true, autoComplete: "address-line1" })}
      {field("address2", t.address.address2, { autoComplete: "address-line2" })}
      {field("city", t.address.city, { required: true, autoComplete: "address-level2" })}
      <label className="field" htmlFor={`${idPrefix}-countryCode`}>
        <span>{t.address.country}</span>
        <select id={`${idPrefix}-countryCode`} name="countryCode" value={value.countryCode} required onChange={(e) => onChange({ ...value, countryCode: e.target.value, province: "" })}>
          <option value="" disabled>{t.address.chooseProvince}</option>
          {(region?.countries ?? []).map((c) => (
            <option key={c.iso2} value={c.iso2}>{c.name}</option>
          ))}
        </select>
      </label>
      {provinces.length ? (
        <label className="field" htmlFor={`${idPrefix}-province`}>
          <span>{t.address.province}</span>
          <select id={`${idPrefix}-province`} name="province" value={value.province} required onChange={set("province")}>
            <option value="" disabled>{t.address.chooseProvince}</option>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>{p.name}</option>
            ))}
          </select>
        </label>
      ) : (
        field("province", t.address.province, { autoComplete: "address-level1" })
      )}
      {field("postalCode", t.address.postalCode, { required: true, autoComplete: "postal-code" })}
      {field("phone", t.address.phone, { autoComplete: "tel", type: "tel" })}
      {field("company", t.address.company, { autoComplete: "organization" })}
    </div>
  )
}
