import { products } from "@vitalia/schema/admin/catalog"
import { GeneratedCreate } from "../generator/screens.js"
import { OptionsVariantsInput } from "./OptionsVariants.js"

/**
 * A new product: the generated form (the shop's shipping profile preselected) with the
 * options and variants drawn by the options-and-variants editor instead of typed lists —
 * value chips, one variant row per combination, its SKU and a price per currency. The
 * images are uploaded in the editor, which opens once the product exists.
 */
export default function ProductCreate() {
  return (
    <GeneratedCreate definition={products} omit={["options", "variants", "images", "thumbnail"]} redirect="edit">
      <OptionsVariantsInput />
    </GeneratedCreate>
  )
}
