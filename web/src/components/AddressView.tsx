import { provinceOptions } from "@vitalia/schema/geo/provinces"
import { useShop } from "../app/shop"
import type { AddressFieldsFragment } from "../gql/graphql"
import { useI18n } from "../i18n"

/** The province's name from the built-in list, else what was typed. */
export function provinceName(countryCode: string | null | undefined, province: string | null | undefined): string {
  if (!province) return ""
  return provinceOptions(countryCode ?? "").find((p) => p.code === province.toUpperCase())?.name ?? province
}

/** A postal address as people write it. */
export function AddressView({ address }: { address: Partial<AddressFieldsFragment> }) {
  const { regions } = useShop()
  const { country } = useI18n()
  const code = address.countryCode?.toLowerCase() ?? ""
  const known = regions.flatMap((r) => r.countries).find((c) => c.iso2 === code)
  const cityLine = [address.city, provinceName(address.countryCode, address.province), address.postalCode]
    .filter(Boolean)
    .join(", ")
  return (
    <address className="address">
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      {address.company && <span>{address.company}</span>}
      <span>{[address.address1, address.address2].filter(Boolean).join(", ")}</span>
      <span>{cityLine}</span>
      {code && <span>{country(code, known?.name)}</span>}
      {address.phone && <span>{address.phone}</span>}
    </address>
  )
}
