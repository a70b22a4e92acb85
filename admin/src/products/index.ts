import type { CustomScreens } from "../generator/resources.js"

/**
 * Products: the list adds the CSV import and export flows (a file upload a definition cannot
 * describe); the editor adds the price grid and the images (grids and uploads, likewise).
 */
export const products: CustomScreens = {
  list: () => import("./ProductList.js"),
  edit: () => import("./ProductEdit.js"),
}
