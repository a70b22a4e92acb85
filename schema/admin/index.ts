import { catalog } from "./catalog.js"
import { people } from "./customers.js"
import { membership } from "./partners.js"
import { marketing } from "./promotions.js"
import { searchTuning } from "./search.js"
import { sales, paymentProviders } from "./sales/index.js"
import { setup } from "./settings.js"
import type { Group, Label, ResourceDefinition } from "./types.js"

/**
 * Every admin entity of the back-office, one definition each. The gateway's
 * /admin-api and the back-office's screens are both built from this list:
 * adding an entity is adding an entry here.
 */
export const resources: readonly ResourceDefinition[] = [
  ...sales.filter((r) => r !== paymentProviders),
  ...catalog,
  ...searchTuning,
  ...people,
  ...membership,
  ...marketing,
  ...setup,
  paymentProviders,
]

/** The menu sections, in order, with their names. */
export const groups: readonly { id: Group; label: Label; icon: string }[] = [
  { id: "ventas", label: ["Ventas", "Sales"], icon: "PointOfSale" },
  { id: "catalogo", label: ["Catálogo", "Catalogue"], icon: "Inventory2" },
  { id: "clientes", label: ["Clientes", "Customers"], icon: "People" },
  { id: "socios", label: ["Socios", "Partners"], icon: "Handshake" },
  { id: "promociones", label: ["Promociones", "Promotions"], icon: "Discount" },
  { id: "ajustes", label: ["Ajustes", "Settings"], icon: "Settings" },
]

export function resourceNamed(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name)
}

export type * from "./types.js"
