import { provinceOptions } from "../../../schema/geo/provinces"
import type { AddressFieldsFragment, AddressInput } from "../gql/graphql"
import { useI18n } from "../i18n"
import { SelectField, TextField } from "./Field"

/** The address being typed: every field a string, as inputs want them. */
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

/** An address from the API as form values. */
export function addressValue(address: Partial<AddressFieldsFragment> | null | undefined, fallbackCountry = ""): AddressValue {
  const value = emptyAddress(fallbackCountry)
  if (!address) return value
  for (const key of Object.keys(value) as (keyof AddressValue)[]) {
    const field = address[key]
    if (typeof field === "string" && field) value[key] = field
  }
  return value
}

/** Form values as the API's input: optional fields empty, the country lower-case. */
export const addressInput = (value: AddressValue): AddressInput => ({ ...value, countryCode: value.countryCode.toLowerCase() })

/** True when the address has what shipping needs. */
export const isCompleteAddress = (value: AddressValue) =>
  Boolean(value.firstName && value.lastName && value.address1 && value.city && value.countryCode && value.postalCode && (value.province || !provinceOptions(value.countryCode).length))

/**
 * An address form: the countries given (a region's), and where the shop has a
 * built-in list for the country, a province select (SPEC §3); free text elsewhere.
 */
export function AddressForm({ value, onChange, countries, idPrefix, showCompany = true }: {
  value: AddressValue
  onChange(value: AddressValue): void
  countries: readonly { iso2: string; name: string }[]
  idPrefix: string
  showCompany?: boolean
}) {
  const { t, country, tag } = useI18n()
  const named = countries.map((c) => ({ iso2: c.iso2, name: country(c.iso2, c.name) })).sort((a, b) => a.name.localeCompare(b.name, tag))
  const set = (field: keyof AddressValue) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value })
  const provinces = provinceOptions(value.countryCode)
  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <div className="form-grid">
      <TextField id={id("firstName")} label={t.address.firstName} value={value.firstName} onChange={set("firstName")} required autoComplete="given-name" />
      <TextField id={id("lastName")} label={t.address.lastName} value={value.lastName} onChange={set("lastName")} required autoComplete="family-name" />
      <TextField id={id("address1")} label={t.address.address1} hint={t.address.address1Hint} value={value.address1} onChange={set("address1")} required autoComplete="address-line1" className="span-2" />
      <TextField id={id("address2")} label={t.address.address2} optional value={value.address2} onChange={set("address2")} autoComplete="address-line2" className="span-2" />
      <SelectField id={id("countryCode")} label={t.address.country} value={value.countryCode} required autoComplete="country" onChange={(e) => onChange({ ...value, countryCode: e.target.value, province: "" })}>
        <option value="" disabled>
          {t.address.chooseCountry}
        </option>
        {named.map((c) => (
          <option key={c.iso2} value={c.iso2}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {provinces.length ? (
        <SelectField id={id("province")} label={t.address.province} value={value.province} required autoComplete="address-level1" onChange={set("province")}>
          <option value="" disabled>
            {t.address.chooseProvince}
          </option>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField id={id("province")} label={t.address.province} optional value={value.province} onChange={set("province")} autoComplete="address-level1" />
      )}
      <TextField id={id("city")} label={t.address.city} value={value.city} onChange={set("city")} required autoComplete="address-level2" />
      <TextField id={id("postalCode")} label={t.address.postalCode} value={value.postalCode} onChange={set("postalCode")} required autoComplete="postal-code" />
      <TextField id={id("phone")} label={t.address.phone} optional value={value.phone} onChange={set("phone")} type="tel" autoComplete="tel" />
      {showCompany && <TextField id={id("company")} label={t.address.company} optional value={value.company} onChange={set("company")} autoComplete="organization" />}
    </div>
  )
}
