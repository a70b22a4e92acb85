import type { ErrorTexts, NoticeTexts } from "./es.js"

export const en: NoticeTexts = {
  COUPON_APPLIED: "Coupon applied successfully",
  COUPON_NOT_VALID: (code: string) => `The coupon ${code} is not valid or has expired.`,
  PROMOTION_MIN_QUANTITY: (n: number) => `Add at least ${n} unit(s) of the required products for this promotion.`,
  PROMOTION_GIFT_IN_CART: "You already have this promotion's gift in your cart.",
  PROMOTION_REQUIRES_ENROLLMENT: (code: string) => `The ${code} promotion is only for shoppers who enroll as partners.`,
  PROMOTION_REQUIRES_LAST_ORDER: (code: string, days: number) =>
    `The ${code} promotion is for customers with an order in the last ${days} days.`,
  PROMOTION_REQUIRES_EARLIER_ORDER: (code: string, days: number) =>
    `The ${code} promotion is for customers who ordered from us ${days} or more days ago.`,
  PROMOTION_REQUIRES_SIGN_IN: (code: string) => `Sign in to use the ${code} promotion.`,
  PROMOTION_FIRST_PURCHASE: (code: string) => `The ${code} promotion is for a first purchase only.`,
}

export const enFields: Record<string, string> = {
  firstName: "the first name",
  lastName: "the last name",
  company: "the company",
  address1: "the address",
  address2: "the address's second line",
  city: "the city",
  province: "the state or province",
  postalCode: "the postal code",
  countryCode: "the country",
  phone: "the phone number",
  email: "the e-mail address",
  password: "the password",
  search: "the search",
  query: "the search",
  quantity: "the quantity",
  codes: "the codes",
  metadata: "the metadata",
  startOn: "the start date",
  variantId: "the product",
  regionId: "the region",
  shippingOptionId: "the shipping option",
  paymentProviderId: "the payment method",
  id: "the id",
}

type Field = { field: string }

/** The error catalogue in English; docs/product.md §8's store errors word for word where it has them. */
export const enErrors: ErrorTexts = {
  NO_ACTIVE_CART: "No active cart",
  NO_REGION_AVAILABLE: "No region available",
  NO_REGIONS_AVAILABLE: "No regions available",
  INVALID_REGION: "Invalid region",
  NO_VARIANTS_PROVIDED: "No variants provided",
  AUTHENTICATION_FAILED: "Authentication failed",
  INVALID_CURRENT_PASSWORD:
    "The current password is not right: type it again or, if you forgot it, ask for a link in “Forgot your password?”.",
  PASSWORD_NOT_SET: "Your account signs in with Vitalia ID and has no password in the shop: change it at Vitalia ID.",
  FAILED_TO_COMPLETE_CART: "Failed to complete cart",
  CHECKOUT_EMAIL_MISSING: "Your e-mail is missing: enter it in the contact step and confirm again.",
  CHECKOUT_SHIPPING_ADDRESS_MISSING:
    "The shipping address is missing: fill it in at the contact and address step, and confirm again.",
  CHECKOUT_SHIPPING_METHOD_MISSING: "Choose how we ship your order at the shipping step and confirm again.",
  CHECKOUT_PAYMENT_SESSION_MISSING: "Choose how to pay at the payment step and confirm again.",
  CHECKOUT_PAYMENT_DECLINED:
    "Your bank did not authorise the payment: try another card or another way to pay at the payment step.",
  CHECKOUT_PAYMENT_ACTION_REQUIRED:
    "Your bank asks for one more check: complete it at the payment step and confirm again.",
  CHECKOUT_INSUFFICIENT_INVENTORY: ({ product, available }) =>
    available === null
      ? `There are no longer enough units of ${product || "one of your products"}: change the quantity in your cart and confirm again.`
      : available > 0
        ? `Only ${available} unit(s) of ${product} are left: change the quantity in your cart and confirm again.`
        : `${product} is sold out: remove it from your cart and confirm again.`,
  CHECKOUT_PROMOTION_NOT_ALLOWED: ({ codes, why }) =>
    `We took the ${codes} promotion off your cart: ${why} Check the new total and confirm again.`,
  INSUFFICIENT_INVENTORY: ({ product, available }) =>
    available === null
      ? `There are not enough units of ${product}.`
      : available > 0
        ? `Only ${available} unit(s) of ${product} are left.`
        : `${product} is out of stock.`,
  SIGN_IN_REQUIRED: "Sign in to continue.",
  SESSION_ENDED: "Your session has ended: please sign in again.",
  API_KEY_INVALID:
    "The API key is not valid or has been revoked: create a new secret key in the back-office (Settings → API keys).",
  ADMIN_SIGN_IN_REQUIRED: "Sign in to the back-office to continue: there is no open session, or it has ended.",
  ADMIN_ONLY: "Only the shop's staff can use the back-office: sign in with a staff account.",
  CROSS_ORIGIN_WRITE: "A change sent from another site was refused: make it from the shop's back-office.",
  FORBIDDEN: "You are not allowed to do this.",
  REAUTHENTICATION_REQUIRED:
    "Confirm it is you before changing a role, removing a staff member or ending sessions: type your password again (and your app's code if you have two-step verification) at POST /admin-api/auth/reauthenticate and send the proof in the x-vitalia-reauth header; it lasts 5 minutes in this session.",
  REAUTH_TOTP_CODE_REQUIRED: "You have two-step verification: type the 6-digit code your app shows as well.",
  SESSION_NOT_FOUND: "That session is not one of yours, or it has already ended: reload the list.",
  SESSIONS_CONFIRM_REQUIRED:
    "To end sessions, confirm it is you: type your current password or, if you sign in with Vitalia ID, sign in again and end them within the next 5 minutes.",
  SESSIONS_BROWSER_ONLY:
    "Only a browser can sign out its other sessions; an application signs out with its token (logout).",
  AUTOLOGIN_BEARER_ONLY:
    "Only an application signed in with a bearer token can make a sign-in link; a browser already has its session.",
  STAFF_ROLE_FORBIDDEN: "Your staff role does not allow this action: ask an owner of the shop.",
  STAFF_REFUND_LIMIT: ({ limit }: { limit: number }) =>
    `Your staff role may refund at most ${limit}: ask an owner to make this refund.`,
  STAFF_REFUND_LIMIT_LEFT: ({ limit, refunded, remaining }: { limit: number; refunded: number; remaining: number }) =>
    `Your staff role may refund at most ${limit} per order and ${refunded} has already been refunded on this order: ` +
    (remaining > 0
      ? `refund ${remaining} or less, or ask an owner to make this refund.`
      : "ask an owner to make this refund."),
  STAFF_NO_ROLE: "Your account has no staff role yet: ask an owner to give you one.",
  TOTP_ENROLMENT_REQUIRED:
    "Turn on two-step verification (with an app or a security key) before you continue: every staff member needs it to use the back-office.",
  TOTP_CODE_INVALID: "The verification code is not valid or has expired: type the 6-digit code your app shows.",
  TOTP_CODE_USED: "That verification code has already been used: wait for your app's next code and type it.",
  TOTP_ALREADY_ENROLLED: "Two-step verification is already on.",
  SECURITY_KEY_REFUSED:
    "That security key was not accepted: use a key registered to your account, or your app's code, and try again.",
  SECURITY_KEY_SIGN_IN_EXPIRED:
    "This sign-in attempt is no longer valid (it expired or another one began): type your e-mail and password again.",
  SECURITY_KEY_NAME_INVALID: "Give the key a name of 1 to 60 characters to tell it apart.",
  SECURITY_KEY_START_AGAIN: "Adding the key expired or was already used: press “Add a security key” again.",
  SECURITY_KEY_NOT_ACCEPTED:
    "The security key's answer was not accepted: try again and touch the key when the browser asks.",
  SECURITY_KEY_ALREADY_ENROLLED: "That security key is already registered: use another or remove this one first.",
  SECURITY_KEY_NOT_FOUND: "That security key is not among yours: reload the page.",
  INVITE_INVALID: "The invitation is not valid or has expired: ask an owner to send you a new one.",
  LAST_OWNER: "The shop needs at least one owner.",
  NOT_FOUND: "We could not find what you are looking for.",
  PRODUCT_NOT_FOUND: "We could not find that product.",
  ORDER_NOT_FOUND: "We could not find that order.",
  ORDER_LINK_EXPIRED: 'This order link has expired: ask for a new one under "Find my order".',
  INVALID_ORDER_NUMBER: "Enter your order number.",
  ADDRESS_NOT_FOUND: "We could not find that address.",
  LINE_NOT_FOUND: "That product is no longer in your cart.",
  PERSONAL_STORE_NOT_FOUND: "We could not find that personal store.",
  PARTNER_NOT_FOUND: "We could not find that partner.",
  SUBSCRIPTION_NOT_FOUND: "We could not find that subscription.",
  WISHLIST_ITEM_NOT_FOUND: "That product is not on your wishlist.",
  CONFLICT: "Something changed in the meantime: please try again.",
  EMAIL_TAKEN: "An account with this e-mail already exists: sign in or reset your password.",
  INVALID_INPUT: "Please check your details: one of them is not valid.",
  INVALID_FIELD: ({ field }: Field) => `Please check ${field}: the value is not valid.`,
  REQUIRED: ({ field }: Field) => `Please fill in ${field}.`,
  TOO_LONG: ({ field, max }) => `Please check ${field}: it takes at most ${max} characters.`,
  UNSAFE_TEXT: ({ field }: Field) => `Please check ${field}: it cannot contain < > or control characters.`,
  INVALID_EMAIL: "Enter a valid e-mail address.",
  WEAK_PASSWORD: ({ min, max }) => `The password must have ${min} to ${max} characters.`,
  PASSWORD_COMMON:
    "That password is one of the most used and appears in data breaches: choose another, such as a phrase of several words.",
  INVALID_REDIRECT: "The return path must be a page of this shop, such as /account.",
  INVALID_COUNTRY: "Choose a country from the list.",
  INVALID_PROVINCE: "Choose a state or province from the list.",
  QUANTITY_RANGE: ({ min, max }) => `The quantity must be a whole number from ${min} to ${max}.`,
  BUNDLED_LINE: "This product is part of a bundle: change or remove the bundle instead.",
  CODES_REQUIRED: "Enter at least one promotion code.",
  CODES_LIMIT: ({ count, length }) => `You can use up to ${count} codes of up to ${length} characters.`,
  METADATA_NOT_OBJECT: "metadata must be an object.",
  METADATA_RESERVED: ({ key }) => `metadata cannot include "${key}".`,
  METADATA_TOO_LARGE: ({ max }) => `metadata takes at most ${max} bytes.`,
  ID_OR_HANDLE: "Give either the product's id or its handle, not both.",
  PARTNER_OR_STORE: "Give either the partner or their personal store's name, not both.",
  SELF_SPONSOR: "A partner cannot sponsor their own enrollment.",
  INVALID_ID: ({ field }: Field) => `Please check ${field}: the id is not valid.`,
  PAGE_SIZE: ({ max }) => `Ask for 1 to ${max} results per page.`,
  INVALID_CURSOR: "The cursor is not valid: pass an endCursor from a previous page.",
  QUERY_PARAMETERS: "The query has too many parameters.",
  SUBSCRIPTION_INTERVAL: "Choose how many months between orders: 1, 2 or 3.",
  SUBSCRIPTION_ITEMS: ({ max }) => `A subscription takes 1 to ${max} products.`,
  DUPLICATE_VARIANT: "Each product goes once: change its quantity instead.",
  INVALID_DATE: ({ field }: Field) => `Please check ${field}: enter a date (YYYY-MM-DD).`,
  ADDRESS_NOT_IN_REGION: "The shipping address is not in the chosen region.",
  PAYMENT_PROVIDER_NOT_OFFERED: "That payment method is not offered in your region.",
  SHIPPING_OPTION_NOT_FOUND: "That shipping option does not exist.",
  SHIPPING_OPTION_ONE_OF: "Name the shipping option by its id or by its code (one of the two).",
  START_DATE_RANGE: "The start date must be between today and a year from now.",
  VARIANT_NOT_FOUND: "That product is no longer sold.",
  BUNDLE_NOT_SUBSCRIBABLE: "Bundles cannot be subscribed to: choose single products.",
  PRODUCT_NOT_SOLD: "One of the products is not sold in the store.",
  PRODUCT_NOT_PRICED: "One of the products has no price in your region.",
  SUBSCRIPTION_CANCELLED: "The subscription is cancelled: create a new one.",
  SHIPPING_ADDRESS_NEEDED: "Add a shipping address with a country to calculate shipping.",
  COUNTRY_NOT_SERVED: "We do not ship to that country with this shipping option.",
  PROMOTION_NOT_ELIGIBLE: "Your cart does not meet this promotion's conditions.",
  QUERY_TOO_COMPLEX: "The query is too large or too deep.",
  PAYLOAD_TOO_LARGE: "The request is too large (1 MiB at most).",
  UNSUPPORTED_MEDIA_TYPE: "Send the request as application/json.",
  INVALID_JSON: "The request body is not valid JSON.",
  IDEMPOTENCY_KEY_INVALID: "The Idempotency-Key header must have 1 to 255 visible characters.",
  IDEMPOTENCY_KEY_REUSED:
    "This Idempotency-Key was already used with another request: use a new key for each operation.",
  IDEMPOTENCY_KEY_IN_USE: "A request with this Idempotency-Key is still under way: try again in a few seconds.",
  INVALID_QUERY: "The query is not valid.",
  PERSISTED_QUERY_HASH_MISMATCH:
    "The persisted query's hash does not match the query: send the SHA-256 of the query you send, or send the query without a hash.",
  TOO_MANY_REQUESTS: "Too many attempts: wait a moment and try again.",
  THROTTLED: ({ seconds }: { seconds: number }) => `Too many requests in a row: wait ${seconds} s and try again.`,
  UPSTREAM_UNAVAILABLE: "The shop is not answering right now. Please try again in a moment.",
  PROVIDER_UNAVAILABLE: "The sign-in service is not answering. Please try again in a moment.",
  UPSTREAM_ERROR: "Something went wrong on our side. Please try again.",
  PAYMENT_UNAVAILABLE: "Card payment is not answering right now. Your cart is intact: please try again in a moment.",
  PAYMENT_CAPTURE_FAILED:
    "The payment provider did not capture the payment: the order is unchanged. Please try again in a moment.",
  PAYMENT_REFUND_FAILED:
    "The payment provider did not make the refund: the order is unchanged. Please try again in a moment.",
  WEBHOOK_REFUSED:
    "Payment notice refused: its signature is invalid, it is too old, or it is about no payment of the shop.",
  WEBHOOK_UNSIGNED:
    "Payment notice refused: only notices signed by a payment provider with its notices and secret set up are accepted.",
  WEBHOOK_PROVIDER_UNKNOWN: "The shop has no such payment provider.",
  WEBHOOK_TOO_LARGE: ({ kib }: { kib: number }) => `The payment notice is too large (${kib} KiB at most).`,
  INTERNAL_SERVER_ERROR: "Something went wrong on our side. Please try again.",
}
