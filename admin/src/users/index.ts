import type { CustomScreens } from "../generator/resources.js"

/** Administrators: the detail screen adds the staff role and the second factor (owners manage them); list and edit are generated. */
export const users: CustomScreens = {
  show: () => import("./UserShow.js"),
}
