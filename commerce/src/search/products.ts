import { defineProductIndex } from "../search-catalog/index-definition"
import { SEARCH_LANGUAGES } from "../search-catalog/languages"

/** The catalog's search indexes, one per language (search-catalog/index-definition.ts). */
export default SEARCH_LANGUAGES.map(defineProductIndex)
