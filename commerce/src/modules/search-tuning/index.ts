import { Module } from "@medusajs/framework/utils"
import SearchTuningModuleService from "./service"

export const SEARCH_TUNING_MODULE = "search_tuning"

/** Shop-edited synonyms and the list of queries that found nothing (docs/search.md). */
export default Module(SEARCH_TUNING_MODULE, { service: SearchTuningModuleService })
