import {
  addressFields,
  bool,
  createdAfter,
  createdAt,
  crud,
  email,
  field,
  link,
  list,
  metadata,
  refs,
  search,
  shown,
  text,
  updatedAt,
} from "./fields.js"
import { choicesOf, joined, rows, str } from "./records.js"
import type { Field } from "./types.js"

/** Clientes: shoppers, their addresses and groups. */

const addressInput = (): Record<string, Field> => ({
  address_name: text(["Nombre de la dirección", "Address name"]),
  ...addressFields(),
  is_default_shipping: bool(["Envío por defecto", "Default shipping"]),
  is_default_billing: bool(["Facturación por defecto", "Default billing"]),
})

const addressChoice = (): Field =>
  field("enum", ["Dirección", "Address"], {
    create: "required",
    choicesFrom: (record) =>
      choicesOf(
        rows(record, "addresses"),
        (address) => address.id,
        (address) => address.address_1
      ),
  })

export const customers = crud({
  name: "customers",
  label: { one: ["Cliente", "Customer"], many: ["Clientes", "Customers"] },
  group: "clientes",
  icon: "People",
  engine: {
    path: "/admin/customers",
    single: "customer",
    plural: "customers",
    listFields: "id,email,first_name,last_name,company_name,phone,has_account,created_at,updated_at",
    oneFields:
      "id,email,first_name,last_name,company_name,phone,has_account,metadata,created_at,updated_at,*addresses,*groups",
  },
  title: (r) => joined(" ", r.first_name, r.last_name) || str(r.email),
  fields: {
    // A shop's customer is reached by e-mail: required, and never blanked.
    email: email(["Correo electrónico", "E-mail"], { list: true, sortable: true, create: "required" }),
    first_name: text(["Nombre", "First name"], { list: true, sortable: true, nullable: true }),
    last_name: text(["Apellido", "Last name"], { list: true, sortable: true, nullable: true }),
    company_name: text(["Empresa", "Company"], { nullable: true }),
    phone: text(["Teléfono", "Phone"], { nullable: true }),
    has_account: shown("boolean", ["Tiene cuenta", "Has an account"], { list: true }),
    groups: refs("customer-groups", ["Grupos", "Groups"], { objects: true, create: false, update: false }),
    addresses: list(["Direcciones", "Addresses"], {
      address_1: shown("text", ["Dirección", "Address"]),
      city: shown("text", ["Ciudad", "City"]),
      province: shown("text", ["Provincia", "Province"]),
      country_code: shown("text", ["País", "Country"]),
      is_default_shipping: shown("boolean", ["Envío por defecto", "Default shipping"]),
    }),
    created_at: createdAt({ list: true }),
    updated_at: updatedAt(),
    metadata: metadata(),
  },
  filters: {
    q: search(),
    has_account: { type: "boolean", label: ["Tiene cuenta", "Has an account"] },
    groups: { type: "reference", label: ["Grupo", "Group"], reference: "customer-groups" },
    created_after: createdAfter(),
  },
  actions: {
    groups: {
      label: ["Grupos del cliente", "Customer groups"],
      path: "/admin/customers/:id/customer-groups",
      input: link("customer-groups", ["Agregar a grupos", "Add to groups"], ["Quitar de grupos", "Remove from groups"]),
    },
    addAddress: {
      label: ["Agregar dirección", "Add address"],
      path: "/admin/customers/:id/addresses",
      input: addressInput(),
    },
    updateAddress: {
      label: ["Cambiar dirección", "Change address"],
      path: "/admin/customers/:id/addresses/:address_id",
      input: { address_id: addressChoice(), ...addressInput() },
    },
    deleteAddress: {
      label: ["Borrar dirección", "Delete address"],
      method: "DELETE",
      path: "/admin/customers/:id/addresses/:address_id",
      input: { address_id: addressChoice() },
      danger: true,
      confirm: ["¿Borrar la dirección?", "Delete the address?"],
    },
  },
})

export const customerGroups = crud({
  name: "customer-groups",
  label: { one: ["Grupo de clientes", "Customer group"], many: ["Grupos de clientes", "Customer groups"] },
  group: "clientes",
  icon: "Groups",
  engine: {
    path: "/admin/customer-groups",
    single: "customer_group",
    plural: "customer_groups",
    oneFields: "id,name,metadata,created_at,updated_at,*customers",
  },
  title: (r) => str(r.name),
  sort: ["name", "ASC"],
  fields: {
    name: text(["Nombre", "Name"], { create: "required", list: true, sortable: true }),
    customers: refs("customers", ["Clientes", "Customers"], { objects: true, create: false, update: false }),
    created_at: createdAt({ list: true }),
    metadata: metadata(),
  },
  filters: { q: search() },
  actions: {
    customers: {
      label: ["Clientes del grupo", "Group customers"],
      path: "/admin/customer-groups/:id/customers",
      input: link("customers", ["Agregar clientes", "Add customers"], ["Quitar clientes", "Remove customers"]),
    },
  },
})

export const people = [customers, customerGroups]
