import type { ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client"
import { CreateCart, GetCart, Me, Regions } from "../api/startup"
import type { ShopApi } from "../state/shop-store"
import { toShopError } from "./api-errors"

/**
 * The documents of cart changes, fetched after startup rather than with the first
 * page (every one of them carries the whole cart selection).
 */
const changes = () => import("./shop-api-changes")

/** Loads the cart-change documents when the browser is idle, so the first "add to cart" does not wait. */
export function preloadCartChanges() {
  const idle =
    (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 1500))
  idle(() => void changes())
}

/**
 * The store's API over Apollo. The store keeps the cart and the customer itself,
 * so these calls skip Apollo's cache.
 */
export function apolloShopApi(client: ApolloClient): ShopApi {
  async function query<R, V extends OperationVariables>(document: TypedDocumentNode<R, V>, variables?: V): Promise<R> {
    try {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Apollo's options take V, not V | undefined: tsc refuses the call without it (TS2769)
      const { data } = await client.query({ query: document, variables: variables as V, fetchPolicy: "no-cache" })
      return data as R
    } catch (error) {
      throw toShopError(error)
    }
  }
  async function mutate<R, V extends OperationVariables>(document: TypedDocumentNode<R, V>, variables?: V): Promise<R> {
    try {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Apollo's options take V, not V | undefined: tsc refuses the call without it (TS2769)
      const { data } = await client.mutate({ mutation: document, variables: variables as V, fetchPolicy: "no-cache" })
      return data as R
    } catch (error) {
      throw toShopError(error)
    }
  }

  return {
    regions: async () => (await query(Regions)).regions,
    me: async () => (await query(Me)).me ?? null,
    cart: async (id) => (await query(GetCart, { id })).cart,
    createCart: async (regionId) => (await mutate(CreateCart, { regionId })).createCart,
    logout: async () => void (await mutate((await changes()).Logout)),
    updateCart: async (cartId, input) => (await mutate((await changes()).UpdateCart, { cartId, input })).updateCart,
    addLineItem: async (cartId, variantId, quantity) =>
      (await mutate((await changes()).AddLineItem, { cartId, variantId, quantity })).addLineItem,
    addBundle: async (cartId, variantId, quantity) =>
      (await mutate((await changes()).AddBundle, { cartId, variantId, quantity })).addBundle,
    updateLineItem: async (cartId, lineId, quantity) =>
      (await mutate((await changes()).UpdateLineItem, { cartId, lineId, quantity })).updateLineItem,
    removeLineItem: async (cartId, lineId) =>
      (await mutate((await changes()).RemoveLineItem, { cartId, lineId })).removeLineItem,
    applyPromotionCodes: async (cartId, codes) =>
      (await mutate((await changes()).ApplyPromotionCodes, { cartId, codes })).applyPromotionCodes,
    removePromotionCodes: async (cartId, codes) =>
      (await mutate((await changes()).RemovePromotionCodes, { cartId, codes })).removePromotionCodes,
    setShippingMethod: async (cartId, optionId) =>
      (await mutate((await changes()).SetShippingMethod, { cartId, optionId })).setShippingMethod,
    initiatePaymentSession: async (cartId, providerId) =>
      (await mutate((await changes()).InitiatePaymentSession, { cartId, providerId })).initiatePaymentSession,
    completeCart: async (cartId) => (await mutate((await changes()).CompleteCart, { cartId })).completeCart,
    setEnrollment: async (cartId, sponsor) =>
      (
        await mutate((await changes()).SetEnrollment, {
          cartId,
          partnerId: "partnerId" in sponsor ? sponsor.partnerId : null,
          personalStoreName: "personalStoreName" in sponsor ? sponsor.personalStoreName : null,
        })
      ).setEnrollment,
    clearEnrollment: async (cartId) => (await mutate((await changes()).ClearEnrollment, { cartId })).clearEnrollment,
    setReferral: async (cartId, personalStoreName) =>
      (await mutate((await changes()).SetReferral, { cartId, personalStoreName })).setReferral,
  }
}
