import { graphql } from "./gql"

/** Every GraphQL operation of the storefront, typed by codegen (codegen.ts → src/gql). */

export const CartFields = graphql(`
  fragment CartFields on Cart {
    id regionId currencyCode email itemCount completedAt
    items { id title variantTitle thumbnail quantity variantId productId productHandle bundledBy
      unitPrice { amount currencyCode } total { amount currencyCode } discountTotal { amount } }
    total { amount currencyCode } subtotal { amount currencyCode } taxTotal { amount currencyCode }
    shippingTotal { amount currencyCode } discountTotal { amount currencyCode } itemTotal { amount currencyCode }
    promotions { id code }
    shippingAddress { firstName lastName address1 address2 city countryCode province postalCode phone company }
    shippingMethods { id name shippingOptionId amount { amount currencyCode } }
    paymentCollection { id status paymentSessions { providerId status } }
    enrollment { sponsor { id code name } personalStoreName }
    promotionNotices { kind code es en }
  }
`)

export const NoticeFields = graphql(`fragment NoticeFields on Notice { kind code es en }`)

export const Startup = graphql(`
  query Startup { regions { id name currencyCode taxRate countries { iso2 name states { iso2 name } } } }
`)

export const GetCart = graphql(`query GetCart($id: ID!) { cart(id: $id) { ...CartFields } }`)
export const CreateCart = graphql(`mutation CreateCart($regionId: ID) { createCart(regionId: $regionId) { ...CartFields } }`)
export const MoveCart = graphql(`mutation MoveCart($cartId: ID!, $regionId: ID!) { updateCart(cartId: $cartId, input: { regionId: $regionId }) { ...CartFields } }`)
export const UpdateCart = graphql(`mutation UpdateCart($cartId: ID!, $input: CartInput!) { updateCart(cartId: $cartId, input: $input) { ...CartFields } }`)
export const AddLine = graphql(`mutation AddLine($cartId: ID!, $variantId: ID!, $quantity: Int!) { addLineItem(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const AddBundle = graphql(`mutation AddBundle($cartId: ID!, $variantId: ID!, $quantity: Int!) { addBundle(cartId: $cartId, variantId: $variantId, quantity: $quantity) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const UpdateLine = graphql(`mutation UpdateLine($cartId: ID!, $lineId: ID!, $quantity: Int!) { updateLineItem(cartId: $cartId, lineId: $lineId, quantity: $quantity) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const RemoveLine = graphql(`mutation RemoveLine($cartId: ID!, $lineId: ID!) { removeLineItem(cartId: $cartId, lineId: $lineId) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const ApplyCodes = graphql(`mutation ApplyCodes($cartId: ID!, $codes: [String!]!) { applyPromotionCodes(cartId: $cartId, codes: $codes) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const RemoveCodes = graphql(`mutation RemoveCodes($cartId: ID!, $codes: [String!]!) { removePromotionCodes(cartId: $cartId, codes: $codes) { ...CartFields } }`)

export const ProductGrid = graphql(`
  query ProductGrid($first: Int, $after: String, $regionId: ID, $search: String, $categoryId: ID, $sort: ProductSort) {
    products(first: $first, after: $after, regionId: $regionId, search: $search, categoryId: $categoryId, sort: $sort) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { id handle title subtitle thumbnail isBundle fromPrice { amount currencyCode } variants { id inStock } }
    }
    categories { id name handle }
  }
`)

export const ProductDetail = graphql(`
  query ProductDetail($handle: String, $id: ID, $regionId: ID) {
    product(handle: $handle, id: $id, regionId: $regionId) {
      id handle title subtitle description thumbnail isBundle
      images { id url }
      options { id title values }
      variants { id title sku inStock inventoryQuantity options { option value } price { amount currencyCode } originalPrice { amount currencyCode } }
      categories { id name }
      collection { id title }
    }
  }
`)

export const ShippingOptions = graphql(`query ShippingOptions($cartId: ID!) { shippingOptions(cartId: $cartId) { id name code description priceType amount { amount currencyCode } } }`)
export const PaymentProviders = graphql(`query PaymentProviders($regionId: ID!) { paymentProviders(regionId: $regionId) { id } }`)
export const SetShipping = graphql(`mutation SetShipping($cartId: ID!, $optionId: ID!) { setShippingMethod(cartId: $cartId, optionId: $optionId) { ...CartFields } }`)
export const StartPayment = graphql(`mutation StartPayment($cartId: ID!, $providerId: ID!) { initiatePaymentSession(cartId: $cartId, providerId: $providerId) { ...CartFields } }`)
export const PlaceOrder = graphql(`mutation PlaceOrder($cartId: ID!) { completeCart(cartId: $cartId) { id displayId receipt } }`)

export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id displayId status fulfillmentStatus paymentStatus email createdAt currencyCode
    items { id title variantTitle thumbnail quantity unitPrice { amount currencyCode } total { amount currencyCode } }
    total { amount currencyCode } subtotal { amount currencyCode } shippingTotal { amount currencyCode }
    taxTotal { amount currencyCode } discountTotal { amount currencyCode }
    shippingAddress { firstName lastName address1 address2 city province postalCode countryCode }
    shippingMethods { name amount { amount currencyCode } }
  }
`)
export const GetOrder = graphql(`query GetOrder($id: ID!, $receipt: String) { order(id: $id, receipt: $receipt) { ...OrderFields } }`)

export const Me = graphql(`
  query Me { me { id email firstName lastName phone auth0Id isPartner partner { code name personalStore { name title } }
    addresses { id isDefaultShipping isDefaultBilling address { firstName lastName address1 address2 city countryCode province postalCode phone company } } } }
`)
export const MyOrders = graphql(`query MyOrders($after: String) { me { id orders(first: 10, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id displayId status fulfillmentStatus createdAt total { amount currencyCode } items { id } } } } }`)
export const UpdateProfile = graphql(`mutation UpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { id firstName lastName phone } }`)
export const AddAddress = graphql(`mutation AddAddress($input: SavedAddressInput!) { addAddress(input: $input) { id addresses { id } } }`)
export const UpdateAddress = graphql(`mutation UpdateAddress($id: ID!, $input: SavedAddressInput!) { updateAddress(id: $id, input: $input) { id addresses { id } } }`)
export const DeleteAddress = graphql(`mutation DeleteAddress($id: ID!) { deleteAddress(id: $id) { id addresses { id } } }`)
export const AcceptTransfer = graphql(`mutation AcceptTransfer($orderId: ID!, $token: String!) { acceptOrderTransfer(orderId: $orderId, token: $token) { id } }`)
export const DeclineTransfer = graphql(`mutation DeclineTransfer($orderId: ID!, $token: String!) { declineOrderTransfer(orderId: $orderId, token: $token) { id } }`)

export const Login = graphql(`mutation Login($email: String!, $password: String!, $cartId: ID) { login(email: $email, password: $password, cartId: $cartId) { customer { id email firstName } cartTransferred } }`)
export const Register = graphql(`mutation Register($input: RegisterInput!, $cartId: ID) { register(input: $input, cartId: $cartId) { customer { id email firstName } } }`)
export const Logout = graphql(`mutation Logout { logout }`)
export const StartExternal = graphql(`mutation StartExternal($redirectPath: String) { startExternalLogin(redirectPath: $redirectPath) { location } }`)
export const CompleteExternal = graphql(`mutation CompleteExternal($code: String!, $state: String!, $iss: String, $cartId: ID) { completeExternalLogin(code: $code, state: $state, iss: $iss, cartId: $cartId) { customer { id email } redirectPath } }`)
export const RequestReset = graphql(`mutation RequestReset($email: String!) { requestPasswordReset(email: $email) }`)
export const ResetPassword = graphql(`mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { customer { id } } }`)
export const Autologin = graphql(`mutation Autologin($token: String!, $cartId: ID) { autologin(token: $token, cartId: $cartId) { customer { id } } }`)

export const PersonalStore = graphql(`query PersonalStore($name: String!) { personalStore(name: $name) { name title partner { id code name } } }`)
export const SearchPartners = graphql(`query SearchPartners($search: String!) { partners(search: $search, first: 10) { id code name personalStore { name title } } }`)
export const SetEnrollment = graphql(`mutation SetEnrollment($cartId: ID!, $partnerId: ID, $personalStoreName: String) { setEnrollment(cartId: $cartId, partnerId: $partnerId, personalStoreName: $personalStoreName) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const ClearEnrollment = graphql(`mutation ClearEnrollment($cartId: ID!) { clearEnrollment(cartId: $cartId) { cart { ...CartFields } notices { ...NoticeFields } } }`)
export const EnrollmentKits = graphql(`
  query EnrollmentKits($regionId: ID, $cartId: ID) {
    products(first: 12, regionId: $regionId, search: "kit") { nodes { id handle title subtitle thumbnail fromPrice { amount currencyCode } variants { id inStock } } }
    customPromotions(cartId: $cartId) { code requiresEnrollment message { es en } eligible }
  }
`)
