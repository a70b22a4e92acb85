import type { CustomScreens } from "../generator/resources.js"

/** Notifications (the shop's e-mails): the detail screen adds the rendered e-mail; the list is generated. */
export const notifications: CustomScreens = {
  show: () => import("./NotificationShow.js"),
}
