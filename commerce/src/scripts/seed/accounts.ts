/**
 * Demo accounts printed by `npm start`. Local development only: production
 * creates its administrators through invites, and shoppers register themselves.
 */
export const demoAdmin = {
  email: "admin@vitalia.test",
  password: "vitalia-admin-2026",
  first_name: "Ana",
  last_name: "Administradora",
}

export const demoShoppers = [
  { email: "lucia@vitalia.test", password: "vitalia-lucia-2026", first_name: "Lucía", last_name: "Gómez", phone: "+57 300 555 0101" },
  { email: "mateo@vitalia.test", password: "vitalia-mateo-2026", first_name: "Mateo", last_name: "Rivera", phone: "+1 305 555 0102" },
]
