import { describe, expect, it } from "vitest"
import { documentExportName, extractDocument, rewriteGraphqlCalls } from "./graphql-documents"

describe("graphql() calls become one module per generated document", () => {
  it("names operations and fragments as the client preset does", () => {
    expect(documentExportName("\n  query GetCart($id: ID!) { cart(id: $id) { id } }")).toBe("GetCartDocument")
    expect(documentExportName("mutation AddLineItem { x }")).toBe("AddLineItemDocument")
    expect(documentExportName("  fragment CartFields on Cart { id }")).toBe("CartFieldsFragmentDoc")
    expect(() => documentExportName("{ regions { id } }")).toThrow("no named operation")
  })

  it("rewrites the calls, drops the graphql import, keeps the line count", () => {
    const code = [
      'import { graphql } from "../gql"',
      "",
      "export const GetCart = graphql(`",
      "  query GetCart($id: ID!) {",
      "    cart(id: $id) { ...CartFields }",
      "  }",
      "`)",
      "export const CartFields = graphql(`fragment CartFields on Cart { id }`)",
    ].join("\n")
    const out = rewriteGraphqlCalls(code)!
    expect(out).not.toContain('from "../gql"')
    expect(out).toContain("export const GetCart = __gql_GetCartDocument")
    expect(out).toContain('import __gql_GetCartDocument from "virtual:gql-document/GetCartDocument";')
    expect(out).toContain('import __gql_CartFieldsFragmentDoc from "virtual:gql-document/CartFieldsFragmentDoc";')
    expect(out.split("\n").indexOf("export const CartFields = __gql_CartFieldsFragmentDoc")).toBe(7)
  })

  it("leaves files without calls alone", () => expect(rewriteGraphqlCalls("const a = 1")).toBeNull())

  it("reads one document's JSON out of gql/graphql.ts", () => {
    const generated = 'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;\n'
    expect(JSON.parse(extractDocument(generated, "MeDocument"))).toEqual({ kind: "Document", definitions: [] })
    expect(() => extractDocument(generated, "GoneDocument")).toThrow("run the codegen")
  })
})
