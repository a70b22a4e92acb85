import type { CustomScreens } from "../generator/resources.js"

/** Products: the list adds the CSV import and export flows (a file upload a definition cannot describe). */
export const products: CustomScreens = {
  list: () => import("./ProductList.js"),
}
