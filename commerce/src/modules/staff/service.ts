import { MedusaService } from "@medusajs/framework/utils"
import { StaffMember } from "./models/staff-member"

/** Staff roles and second factors (src/staff/). */
export default class StaffModuleService extends MedusaService({ StaffMember }) {}
