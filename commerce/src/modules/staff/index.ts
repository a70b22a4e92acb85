import { Module } from "@medusajs/framework/utils"
import StaffModuleService from "./service"

export const STAFF_MODULE = "staff"

/** Administrators' staff roles and TOTP second factors (docs/operations.md, "Staff roles"). */
export default Module(STAFF_MODULE, { service: StaffModuleService })
