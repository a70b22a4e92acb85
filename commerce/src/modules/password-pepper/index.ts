import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { PepperedPasswordService } from "./service"

/** The `emailpass` auth provider with a pepper (see ./service.ts), in place of Medusa's own. */
export default ModuleProvider(Modules.AUTH, {
  services: [PepperedPasswordService],
})
