import type { Messages } from "./es"

/** Every word the shop's e-mails say, in English (for shoppers who chose English). */
export const en: Messages = {
  shop: "Vitalia",
  tagline: "Wellness worth sharing",
  footer: "You receive this e-mail because of your activity at Vitalia. Questions? Reply to this message.",
  /** Stands for a link or code in what staff see of a sent e-mail (the e-mail itself had it). */
  secretSent: "(link sent)",
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  order: {
    number: (n) => `Order #${n}`,
    placedOn: (date) => `Placed on ${date}`,
    product: "Product",
    quantity: "Qty",
    unitPrice: "Price",
    total: "Total",
    includes: "Includes",
    gift: "Gift",
    each: (price) => `${price} each`,
    subtotal: "Subtotal",
    discount: (code) => (code ? `Discount (${code})` : "Discount"),
    shipping: (method) => (method ? `Shipping: ${method}` : "Shipping"),
    taxes: "Taxes",
    shipTo: "Shipping address",
    view: "View my order",
    linkNote: (days) => `The link opens your order without signing in for ${days} days; do not share it.`,
  },
  orderPlaced: {
    subject: (n) => `We received your order #${n}`,
    title: "Thank you for your order!",
    intro: (n) => `We received your order #${n}. We will let you know when it is on its way.`,
    payTitle: "How to pay by bank transfer",
    payIntro: "Your order is held until we receive the payment. Transfer the amount to this account:",
    payAmount: "Amount",
    payReference: "Reference (write it on the transfer)",
    payBank: "Bank",
    payHolder: "Account holder",
    payAccount: "Account",
    payProof: (email) => `Send the proof of payment to ${email} with your order number.`,
  },
  shipmentCreated: {
    subject: (n) => `Your order #${n} is on its way`,
    title: "Your order is on its way",
    intro: (n) => `We shipped your order #${n}. These products are in the parcel:`,
    carrier: "Carrier",
    tracking: "Tracking number",
    track: "Track my parcel",
  },
  orderLink: {
    subject: (n) => `The link to your order #${n}`,
    title: "Here is your order",
    intro: (n) => `You asked for the link to your order #${n}. Open it to see the order, its status and its products.`,
    ignore: "If you did not ask for it, ignore this e-mail: nobody else received it.",
  },
  orderCanceled: {
    subject: (n) => `We canceled your order #${n}`,
    title: "Your order was canceled",
    intro: (n) => `We canceled your order #${n}. If you already paid, we will refund the amount the same way.`,
  },
  orderDelivered: {
    subject: (n) => `Your order #${n} was delivered`,
    title: "Your order arrived!",
    intro: (n) => `We delivered your order #${n}. We hope you enjoy it.`,
  },
  refundIssued: {
    subject: (n) => `Refund for your order #${n}`,
    title: "Your refund is on its way",
    intro: (amount, n) => `We refunded ${amount} of order #${n}.`,
    method: (method) => `Refunded to: ${method}`,
    note: "Depending on your bank, it may take a few days to show in your account.",
    methods: { pp_system_default: "the way you paid (bank transfer or payment on delivery)" },
    methodOther: "the way you paid",
  },
  returnReceived: {
    subject: (n) => `We received your return for order #${n}`,
    title: "We received your return",
    intro: (n) => `We received the products you returned from order #${n}:`,
    refundNote: "If a refund is due, we will let you know when we issue it.",
  },
  welcome: {
    subject: "Welcome to Vitalia",
    title: "Welcome!",
    intro:
      "Your Vitalia account is ready. In it you follow your orders, keep your addresses and wishlist, and manage your subscriptions.",
    action: "Go to my account",
  },
  enrollmentRecorded: {
    subject: "You are now a Vitalia partner",
    title: "Your partner enrollment is done",
    intro: "We recorded your enrollment: you are now a Vitalia partner, with access to the partners' promotions.",
    code: "Your partner code",
    store: "Your personal store",
    share: "Share this link: whoever enrolls through it is enrolled with you.",
    action: "Open my personal store",
  },
  subscriptionReminder: {
    subject: (date) => `Your subscription's next order ships on ${date}`,
    title: "Your next delivery is coming",
    intro: (date) => `On ${date} we will place your subscription's next order with these products:`,
    change: "Want to pause it, skip it or change something? Do it in your account before that date.",
    action: "See my subscription",
  },
  subscriptionPlaced: {
    subject: (n) => `Your subscription placed order #${n}`,
    title: "We placed your subscription's order",
    intro: (n) => `As every period, we placed order #${n} for your subscription. We will let you know when it ships.`,
  },
  subscriptionFailed: {
    subject: "We could not place your subscription's order",
    title: "Your subscription needs your attention",
    intro: (date) => `We could not place your subscription's order of ${date}.`,
    reason: "Reason",
    fix: "Check your subscription's products, address and payment method in your account. We will try again on the next run.",
    action: "Review my subscription",
  },
  passwordReset: {
    subject: "Reset your password",
    title: "Reset your password",
    intro:
      "We received a request to reset the password of your Vitalia account. Open this link within 15 minutes to choose a new one:",
    action: "Reset my password",
    ignore: "If you did not ask for it, ignore this e-mail: your password stays the same.",
  },
  securityNotice: {
    subject: {
      password_changed: "Your Vitalia password was changed",
      password_reset: "Your Vitalia password was reset",
      totp_enrolled: "You turned on two-step verification",
      totp_reset: "Your two-step verification was reset",
      totp_code_reused: "Someone used one of your verification codes again",
      security_key_added: "A security key was added to your account",
      security_key_removed: "A security key was removed from your account",
    },
    intro: {
      password_changed: (when: string) => `The password of your Vitalia account was changed on ${when} (UTC).`,
      password_reset: (when: string) =>
        `The password of your Vitalia account was reset with the link e-mailed to you on ${when} (UTC).`,
      totp_enrolled: (when: string) =>
        `On ${when} (UTC) two-step verification was turned on for your Vitalia back-office account, with an authenticator app.`,
      totp_reset: (when: string) =>
        `On ${when} (UTC) an owner reset the two-step verification of your Vitalia back-office account: your next sign-in asks for your password only.`,
      totp_code_reused: (when: string) =>
        `On ${when} (UTC) someone tried to sign in to the Vitalia back-office with one of your verification codes that had already been used, and we refused it.`,
      security_key_added: (when: string) =>
        `On ${when} (UTC) a security key was added to your Vitalia back-office account as a second step of sign-in.`,
      security_key_removed: (when: string) =>
        `On ${when} (UTC) a security key was removed from your Vitalia back-office account: it no longer opens a sign-in.`,
    },
    sessions: "We signed out your other sessions.",
    ifYou: "If it was you, there is nothing to do.",
    ifNot: {
      customer:
        "If it was not you, go to the shop and ask for a new password with “Forgot your password?”, and reply to this e-mail to let us know.",
      user: "If it was not you, change your password in the back-office and tell an owner of the shop today.",
    },
    noLink: "For your safety this e-mail has no links: open Vitalia as you always do.",
  },
  orderTransfer: {
    subject: (n) => `Move order #${n} to your account`,
    title: "Move the order to your account",
    intro: (n) =>
      `You asked for order #${n} to move to your Vitalia account. Open this link while signed in to accept or decline it:`,
    action: "Move the order to my account",
    code: "Transfer code",
    ignore: "If you did not ask for it, ignore this e-mail: the order stays as it is.",
  },
}
