import { products } from "@vitalia/schema/admin/catalog"
import { GeneratedList } from "../generator/screens.js"
import { ExportButton, ImportButton } from "./ImportButton.js"

/** The generated product list, with CSV import (upload, check, confirm) and export in its toolbar. */
export default function ProductList() {
  return (
    <GeneratedList
      definition={products}
      toolbar={
        <>
          <ImportButton />
          <ExportButton />
        </>
      }
    />
  )
}
