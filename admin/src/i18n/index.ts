import polyglotI18nProvider from "ra-i18n-polyglot"
import type { TranslationMessages } from "react-admin"
import englishMessages from "ra-language-english"
import { groups, resources } from "@vitalia/schema/admin/index"
import type { Field, Label, ResourceDefinition } from "@vitalia/schema/admin/types"
import { keys } from "../generator/keys.js"
import { appMessages } from "./app.js"
import { raSpanish } from "./es.js"

type Messages = Record<string, unknown>
type Lang = 0 | 1

/** Every word a definition carries, as messages of one language (0 Spanish, 1 English). */
export function definitionMessages(definitions: readonly ResourceDefinition[], lang: Lang): Messages {
  const v: Record<string, Record<string, string>> = { groups: {} }
  const resourcesMessages: Record<string, { name: string; fields: Record<string, string> }> = {}
  for (const group of groups) v.groups[group.id] = group.label[lang]
  for (const definition of definitions) {
    const own: Record<string, string> = {}
    const put = (key: string, label: Label | undefined) => {
      if (label) own[key.slice(`v.${definition.name}.`.length)] = label[lang]
    }
    const walk = (
      fields: Readonly<Record<string, Field>>,
      prefix: string,
      keyOf: (path: string) => string,
      choiceKey: (path: string, value: string) => string
    ) => {
      for (const [name, field] of Object.entries(fields)) {
        const path = prefix ? `${prefix}.${name}` : name
        put(keyOf(path), field.label)
        if (field.help) put(keys.help(definition.name, path), field.help)
        for (const [value, label] of Object.entries(field.choices ?? {})) put(choiceKey(path, value), label)
        if (field.of) walk(field.of, path, keyOf, choiceKey)
      }
    }
    walk(
      definition.fields,
      "",
      (p) => keys.field(definition.name, p),
      (p, value) => keys.choice(definition.name, p, value)
    )
    for (const [name, filter] of Object.entries(definition.filters ?? {})) {
      put(keys.filter(definition.name, name), filter.label)
      for (const [value, label] of Object.entries(filter.choices ?? {}))
        put(keys.choice(definition.name, `filter:${name}`, value), label)
    }
    for (const [name, action] of Object.entries(definition.actions ?? {})) {
      put(keys.action(definition.name, name), action.label)
      put(keys.confirm(definition.name, name), action.confirm)
      walk(
        action.input ?? {},
        "",
        (p) => keys.input(definition.name, name, p),
        (p, value) => keys.inputChoice(definition.name, name, p, value)
      )
    }
    v[definition.name] = own
    resourcesMessages[definition.name] = {
      name: `${definition.label.one[lang]} |||| ${definition.label.many[lang]}`,
      fields: Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, field.label[lang]])),
    }
  }
  return { v, resources: resourcesMessages }
}

const catalogues: Record<string, TranslationMessages> = {
  es: { ...raSpanish, ...definitionMessages(resources, 0), admin: appMessages.es },
  en: { ...englishMessages, ...definitionMessages(resources, 1), admin: appMessages.en },
}

/** Spanish by default, English on request (the choice is kept by react-admin's store). */
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale] ?? catalogues.es,
  "es",
  [
    { locale: "es", name: "Español" },
    { locale: "en", name: "English" },
  ],
  { allowMissing: true }
)
