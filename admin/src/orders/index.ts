import type { CustomScreens } from "../generator/resources.js"

/** Orders: the detail screen is hand-written (it composes generated parts); list and edit are generated. */
export const orders: CustomScreens = {
  show: () => import("./OrderShow.js"),
}
