import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { SmtpNotificationService } from "./service"

/** The shop's e-mail channel for the engine's Notification Module: templates rendered here, sent by SMTP. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationService] })
