import { createdAt, crud, date, field, int, search, shown, text, updatedAt } from "./fields.js"
import { str } from "./records.js"

/** Catalogue search tuning (engine routes of commerce/src/api/admin/search-*). */

export const searchSynonyms = crud({
  name: "search-synonyms",
  label: { one: ["Sinónimo de búsqueda", "Search synonym"], many: ["Sinónimos de búsqueda", "Search synonyms"] },
  group: "catalogo",
  icon: "ManageSearch",
  engine: { path: "/admin/search-synonyms", single: "search_synonym", plural: "search_synonyms" },
  title: (r) => str(r.term),
  fields: {
    term: text(["Lo que buscan", "What shoppers type"], {
      create: "required",
      list: true,
      sortable: true,
      help: ["Una palabra, p. ej. «dormir»", "One word, e.g. “dormir”"],
    }),
    synonyms: field("strings", ["Palabras del catálogo que lo responden", "Catalogue words that answer it"], {
      create: "required",
      update: true,
      list: true,
      help: [
        "P. ej. «melatonina», «manzanilla»: los productos con esas palabras aparecen al buscar el término",
        "E.g. “melatonina”: products with those words are found by the term",
      ],
    }),
    created_at: createdAt({ list: true }),
    updated_at: updatedAt(),
  },
  filters: { q: search() },
})

export const searchMisses = crud({
  name: "search-misses",
  label: {
    one: ["Búsqueda sin resultados", "Search without results"],
    many: ["Búsquedas sin resultados", "Searches without results"],
  },
  group: "catalogo",
  icon: "SearchOff",
  engine: { path: "/admin/search-misses", single: "search_miss", plural: "search_misses" },
  operations: ["list", "show", "delete"],
  title: (r) => str(r.query),
  sort: ["searches", "DESC"],
  fields: {
    query: shown("text", ["Búsqueda", "Query"], { list: true, sortable: true }),
    searches: int(["Veces", "Times"], { create: false, update: false, list: true, sortable: true }),
    last_searched_at: date(["Última vez", "Last time"], { list: true, sortable: true }),
    created_at: createdAt(),
  },
  filters: { q: search() },
})

export const searchTuning = [searchSynonyms, searchMisses]
