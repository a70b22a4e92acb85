/**
 * A client of the shop's GraphQL API that is not the storefront: it finds a product, fills a cart,
 * prepares the checkout and places the order, as docs/api.md describes, against the shop at
 * SHOP_URL (default http://localhost:8080). Its operations are typed by graphql-codegen's client
 * preset from the schema the shop serves (codegen.ts, `examples/buy/src/gql/`), so a change to the
 * schema that breaks this purchase breaks `npm run typecheck` — and tests/integration/example-client.test.ts
 * runs it against the test shop.
 *
 *   SHOP_URL=http://localhost:8080 node --import tsx examples/buy/src/buy.ts
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import { print } from "graphql"
import { pathToFileURL } from "node:url"
import { graphql } from "./gql/index.js"

const Regions = graphql(`
  query ExampleRegions {
    regions {
      id
      name
      currencyCode
      countries {
        iso2
      }
    }
  }
`)

const FindProduct = graphql(`
  query ExampleFindProduct($query: String!, $regionId: ID) {
    searchProducts(query: $query, regionId: $regionId, first: 10) {
      nodes {
        product {
          id
          title
          variants {
            id
            title
            inStock
            price {
              amount
              currencyCode
            }
          }
        }
      }
    }
  }
`)

const CreateCart = graphql(`
  mutation ExampleCreateCart($regionId: ID) {
    createCart(regionId: $regionId) {
      id
    }
  }
`)

const AddLine = graphql(`
  mutation ExampleAddLine($cartId: ID!, $variantId: ID!, $quantity: Int!) {
    addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) {
      cart {
        id
        itemCount
      }
    }
  }
`)

const Prepare = graphql(`
  mutation ExamplePrepare($cartId: ID!, $input: CheckoutInput!) {
    prepareCheckout(cartId: $cartId, input: $input) {
      id
      total {
        amount
        currencyCode
      }
    }
  }
`)

const Complete = graphql(`
  mutation ExampleComplete($cartId: ID!) {
    completeCart(cartId: $cartId) {
      id
      displayId
      total {
        amount
        currencyCode
      }
    }
  }
`)

/** A GraphQL error as the shop answers it: its message (in the asked language) and its code. */
export class ShopError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly reason: string | undefined
  ) {
    super(message)
  }
}

/** One operation, POSTed as JSON (what the gateway's CSRF guard wants); the first error thrown. */
async function call<R, V>(baseUrl: string, document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en" },
    body: JSON.stringify({ query: print(document), variables }),
  })
  const body = (await response.json()) as {
    data?: R
    errors?: { message: string; extensions?: { code?: string; reason?: string } }[]
  }
  const error = body.errors?.[0]
  if (error) throw new ShopError(error.message, error.extensions?.code, error.extensions?.reason)
  if (!body.data) throw new Error(`No data from ${baseUrl}/graphql (HTTP ${response.status})`)
  return body.data
}

export interface Purchase {
  /** The order's number as the shopper sees it (#1001…). */
  displayId: number
  orderId: string
  product: string
  total: { amount: number; currencyCode: string }
}

/**
 * The purchase: the region that ships to `address.countryCode`, the first product `search` finds
 * with a variant in stock, two of it in a new cart, then the checkout in one request
 * (prepareCheckout: e-mail, address, the standard shipping, the system payment) and the order.
 */
export async function buy(
  baseUrl: string,
  options: { search?: string; email?: string; address?: Record<string, unknown> } = {}
): Promise<Purchase> {
  const base = baseUrl.replace(/\/$/, "")
  const address = options.address ?? {
    firstName: "Ada",
    lastName: "Client",
    address1: "1200 Brickell Ave",
    city: "Miami",
    countryCode: "us",
    province: "FL",
    postalCode: "33131",
    phone: "+1 305 555 0101",
  }
  const { regions } = await call(base, Regions, {})
  const region = regions.find((r) => r.countries.some((c) => c.iso2.toLowerCase() === address.countryCode))
  if (!region) throw new Error(`No region ships to ${String(address.countryCode)}`)

  const { searchProducts } = await call(base, FindProduct, { query: options.search ?? "protein", regionId: region.id })
  const found = searchProducts.nodes
    .map((node) => ({ product: node.product, variant: node.product.variants.find((v) => v.inStock && v.price) }))
    .find((candidate) => candidate.variant)
  if (!found?.variant) throw new Error(`Nothing in stock matches "${options.search ?? "protein"}"`)

  const { createCart } = await call(base, CreateCart, { regionId: region.id })
  await call(base, AddLine, { cartId: createCart.id, variantId: found.variant.id, quantity: 2 })
  await call(base, Prepare, {
    cartId: createCart.id,
    input: {
      email: options.email ?? `example-client-${Date.now()}@example.com`,
      shippingAddress: address,
      shippingOptionCode: "standard",
      paymentProviderId: "pp_system_default",
    },
  })
  const { completeCart } = await call(base, Complete, { cartId: createCart.id })
  return {
    displayId: completeCart.displayId,
    orderId: completeCart.id,
    product: found.product.title,
    total: completeCart.total,
  }
}

// Run as a program: buy once from SHOP_URL and print the order.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const shop = process.env.SHOP_URL ?? "http://localhost:8080"
  buy(shop).then(
    (purchase) =>
      console.log(
        `Order #${purchase.displayId} (${purchase.orderId}): 2 × ${purchase.product}, ` +
          `${new Intl.NumberFormat("en", { style: "currency", currency: purchase.total.currencyCode }).format(purchase.total.amount)}`
      ),
    (error: unknown) => {
      console.error(error instanceof ShopError ? `${error.code ?? "ERROR"}: ${error.message}` : error)
      process.exitCode = 1
    }
  )
}
