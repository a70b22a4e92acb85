import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode, type ValueNode } from "graphql"
import { pageSize } from "../common/page.js"
import type { Resolvers } from "../generated/graphql.js"
import { PARTNER_PAGE_MAX, type PartnerPageParts } from "./service.js"

/**
 * An argument's value as the query gives it, literal or variable. Read from the query's text, not
 * with graphql-js's helpers: those check the schema's types by identity, which fails where two copies
 * of graphql-js are loaded (the test runner loads Apollo's and ours apart).
 */
function argument(field: FieldNode, name: string, info: GraphQLResolveInfo): unknown {
  const value: ValueNode | undefined = field.arguments?.find((a) => a.name.value === name)?.value
  if (!value || value.kind === Kind.NULL) return null
  if (value.kind === Kind.VARIABLE) return info.variableValues[value.name.value] ?? null
  if (value.kind === Kind.INT) return Number(value.value)
  if (value.kind === Kind.STRING) return value.value
  return undefined
}

/** The first page's size a list field asks for, or null when it starts from a cursor or asks amiss. */
function firstPage(field: FieldNode, info: GraphQLResolveInfo): number | null {
  const first = argument(field, "first", info)
  if (argument(field, "after", info) || (first !== null && typeof first !== "number")) return null
  try {
    return pageSize(first, PARTNER_PAGE_MAX, 10)
  } catch {
    // A page size out of range: the field's own call answers it with its error.
    return null
  }
}

/** What the query asks of `myPartner` besides the partner (fields, fragments and inline fragments). */
function partsAsked(info: GraphQLResolveInfo): PartnerPageParts {
  const parts: PartnerPageParts = { figures: false, orders: null, recruits: null }
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value
        if (name === "figures") parts.figures = true
        if (name === "referredOrders") parts.orders ??= firstPage(selection, info)
        if (name === "recruits") parts.recruits ??= firstPage(selection, info)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet)
      else visit(info.fragments[selection.name.value]?.selectionSet)
    }
  }
  for (const node of info.fieldNodes) visit(node.selectionSet)
  return parts
}

export const partnerResolvers: Resolvers = {
  Query: {
    myPartner: (_, __, { partnerPage, caller }, info) => partnerPage.mine(caller, partsAsked(info)),
  },
  Mutation: {
    recordStoreVisit: (_, args, { storeVisits, session, caller }) =>
      storeVisits.record(session, caller, args.personalStoreName),
  },
  MyPartner: {
    // Read with the caller's own sign-in: the engine answers for the caller's partner only. What the
    // page's one call already answered (PartnerPageService.mine) is not asked again.
    figures: (partner, __, { partnerPage, caller }) => partner.answered?.figures ?? partnerPage.figures(caller),
    referredOrders: (partner, args, { partnerPage, caller }) => {
      const answered = partner.answered?.orders
      if (answered && !args.after && pageSize(args.first, PARTNER_PAGE_MAX, 10) === answered.first) return answered.page
      return partnerPage.referredOrders(caller, args)
    },
    recruits: (partner, args, { partnerPage, caller }) => {
      const answered = partner.answered?.recruits
      if (answered && !args.after && pageSize(args.first, PARTNER_PAGE_MAX, 10) === answered.first) return answered.page
      return partnerPage.recruits(caller, args)
    },
  },
}
