import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { Auth0AuthService } from "./service"

/** The `auth0` auth provider: OpenID Connect sign-in for customers (see ./service.ts). */
export default ModuleProvider(Modules.AUTH, {
  services: [Auth0AuthService],
})
