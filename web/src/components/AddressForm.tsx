import { provinceOptions } from "@vitalia/schema/geo/provinces"
import { RULES, validate, type FieldErrors, type FieldRule } from "../app/form-errors"
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
  firstName: "",
  lastName: "",
  company: "",
  address1: "",
  address2: "",
  city: "",
  countryCode,
  province: "",
  postalCode: "",
  phone: "",
})

/** An address from the API as form values. */
export function addressValue(
  address: Partial<AddressFieldsFragment> | null | undefined,
  fallbackCountry = ""
): AddressValue {
  const value = emptyAddress(fallbackCountry)
  if (!address) return value
  for (const key of Object.keys(value) as (keyof AddressValue)[]) {
    const field = address[key]
    if (typeof field === "string" && field) value[key] = field
  }
  return value
}

/** An input path of the API when it names a field of the address at `address` ("shippingAddress.city"), else null. */
export function addressPath(path: string, address: string): string | null {
  const field = path.startsWith(`${address}.`) ? path.slice(address.length + 1) : ""
  return Object.hasOwn(emptyAddress(), field) ? path : null
}

/**
 * The field an API input path names on a form with a shipping and a billing address (the
 * checkout); with one address for both, what is wrong with the billing address is
 * wrong with the shipping fields the shopper typed.
 */
export function checkoutAddressPath(path: string, sameBilling: boolean): string | null {
  if (addressPath(path, "shippingAddress")) return path
  if (!sameBilling) return addressPath(path, "billingAddress")
  return addressPath(path.replace(/^billingAddress\./, "shippingAddress."), "shippingAddress")
}

/** Form values as the API's input: optional fields empty, the country lower-case. */
export const addressInput = (value: AddressValue): AddressInput => ({
  ...value,
  countryCode: value.countryCode.toLowerCase(),
})

/**
 * What an address can still not be sent with, keyed by `path` + "." + field (the API's
 * input path, e.g. "shippingAddress.city"): what shipping needs is required — the
 * province where the country has a list — and every text keeps the gateway's limits.
 */
export function addressProblems(value: AddressValue, path: string): FieldErrors {
  const rules: Record<keyof AddressValue, FieldRule> = {
    firstName: RULES.requiredText,
    lastName: RULES.requiredText,
    company: RULES.text,
    address1: RULES.requiredText,
    address2: RULES.text,
    city: RULES.requiredText,
    countryCode: RULES.choice,
    province: provinceOptions(value.countryCode).length ? RULES.choice : RULES.text,
    postalCode: RULES.requiredText,
    phone: RULES.phone,
  }
  return validate(value, rules, `${path}.`)
}

/**
 * An address form: the countries given (a region's), and where the shop has a
 * built-in list for the country, a province select (docs/product.md §3); free text elsewhere.
 * `error` gives the message under a field; `onChange` says which field changed.
 */
export function AddressForm({
  value,
  onChange,
  countries,
  idPrefix,
  showCompany = true,
  error = () => undefined,
}: {
  value: AddressValue
  onChange: (value: AddressValue, field: keyof AddressValue) => void
  countries: readonly { iso2: string; name: string }[]
  idPrefix: string
  showCompany?: boolean
  error?: (field: keyof AddressValue) => string | undefined
}) {
  const { t, country, tag } = useI18n()
  const named = countries
    .map((c) => ({ iso2: c.iso2, name: country(c.iso2, c.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, tag))
  const set = (field: keyof AddressValue) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value }, field)
  const provinces = provinceOptions(value.countryCode)
  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <div className="form-grid">
      <TextField
        id={id("firstName")}
        label={t.address.firstName}
        value={value.firstName}
        onChange={set("firstName")}
        error={error("firstName")}
        required
        autoComplete="given-name"
      />
      <TextField
        id={id("lastName")}
        label={t.address.lastName}
        value={value.lastName}
        onChange={set("lastName")}
        error={error("lastName")}
        required
        autoComplete="family-name"
      />
      <TextField
        id={id("address1")}
        label={t.address.address1}
        hint={t.address.address1Hint}
        value={value.address1}
        onChange={set("address1")}
        error={error("address1")}
        required
        autoComplete="address-line1"
        className="span-2"
      />
      <TextField
        id={id("address2")}
        label={t.address.address2}
        optional
        value={value.address2}
        onChange={set("address2")}
        error={error("address2")}
        autoComplete="address-line2"
        className="span-2"
      />
      <SelectField
        id={id("countryCode")}
        label={t.address.country}
        value={value.countryCode}
        error={error("countryCode")}
        required
        autoComplete="country"
        onChange={(e) => onChange({ ...value, countryCode: e.target.value, province: "" }, "countryCode")}
      >
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
        <SelectField
          id={id("province")}
          label={t.address.province}
          value={value.province}
          error={error("province")}
          required
          autoComplete="address-level1"
          onChange={set("province")}
        >
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
        <TextField
          id={id("province")}
          label={t.address.province}
          optional
          value={value.province}
          onChange={set("province")}
          error={error("province")}
          autoComplete="address-level1"
        />
      )}
      <TextField
        id={id("city")}
        label={t.address.city}
        value={value.city}
        onChange={set("city")}
        error={error("city")}
        required
        autoComplete="address-level2"
      />
      <TextField
        id={id("postalCode")}
        label={t.address.postalCode}
        value={value.postalCode}
        onChange={set("postalCode")}
        error={error("postalCode")}
        required
        autoComplete="postal-code"
      />
      <TextField
        id={id("phone")}
        label={t.address.phone}
        optional
        value={value.phone}
        onChange={set("phone")}
        error={error("phone")}
        type="tel"
        autoComplete="tel"
      />
      {showCompany && (
        <TextField
          id={id("company")}
          label={t.address.company}
          optional
          value={value.company}
          onChange={set("company")}
          error={error("company")}
          autoComplete="organization"
        />
      )}
    </div>
  )
}
