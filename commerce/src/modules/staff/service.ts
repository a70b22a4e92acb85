import { MedusaService } from "@medusajs/framework/utils"
import { StaffMember } from "./models/staff-member"
import { StaffSecurityKey } from "./models/staff-security-key"

/** Staff roles and second factors (src/staff/): TOTP secrets and security keys. */
export default class StaffModuleService extends MedusaService({ StaffMember, StaffSecurityKey }) {}
