import type { CustomScreens } from "../generator/resources.js"

/**
 * Products: the list adds the CSV import and export flows (a file upload a definition cannot
 * describe); the create form and the editor draw the options and variants (value chips, a
 * row per combination with its price grid) and the editor the images (grids and uploads, likewise).
 */
export const products: CustomScreens = {
  list: () => import("./ProductList.js"),
  edit: () => import("./ProductEdit.js"),
  create: () => import("./ProductCreate.js"),
}
