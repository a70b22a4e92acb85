/**
 * Translation keys of what definitions label. Polyglot nests on dots, so a
 * field path's dots become slashes: `v.orders.shipping_address/city`.
 */
const safe = (path: string) => path.replaceAll(".", "/")

export const keys = {
  field: (resource: string, path: string) => `v.${resource}.${safe(path)}`,
  filter: (resource: string, name: string) => `v.${resource}.filter:${safe(name)}`,
  choice: (resource: string, path: string, value: string) => `v.${resource}.choice:${safe(path)}/${safe(value)}`,
  help: (resource: string, path: string) => `v.${resource}.help:${safe(path)}`,
  action: (resource: string, name: string) => `v.${resource}.action:${name}`,
  confirm: (resource: string, name: string) => `v.${resource}.confirm:${name}`,
  input: (resource: string, action: string, path: string) => `v.${resource}.input:${action}/${safe(path)}`,
  inputChoice: (resource: string, action: string, path: string, value: string) =>
    `v.${resource}.inputchoice:${action}/${safe(path)}/${safe(value)}`,
  group: (group: string) => `v.groups.${group}`,
}
