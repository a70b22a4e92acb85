import type { GatewayContext } from "../context.js"
import type { Resolvers } from "../generated/graphql.js"
import { authenticationFailed } from "./errors.js"
import type { SignInResult } from "./service.js"
import { cookieSession, type CookieSession } from "./session.js"

/** Thin: read the arguments, ask the auth service; then read who signed in. */
export const authResolvers: Resolvers = {
  Query: {
    session: (_, __, { auth, session }) => auth.sessionInfo(cookieSession(session)),
    externalIdentity: async (_, __, { auth, caller }) => {
      const subject = (await caller.customer())?.metadata?.auth0Id
      return typeof subject === "string" && caller.token ? auth.externalIdentity(caller.token, subject) : null
    },
    mySessions: (_, __, { auth, session }) => auth.sessions(cookieSession(session)),
  },
  Mutation: {
    login: (_, { email, password, cartId }, context) =>
      signIn(context, (s) => context.auth.login(s, { email, password, cartId })),
    register: (_, { input, cartId }, context) =>
      signIn(context, (s) => context.auth.register(s, { ...input, cartId, language: context.language })),
    startExternalLogin: (_, { redirectPath }, { auth, session, origin }) =>
      auth.startExternalLogin(cookieSession(session), redirectPath, origin),
    completeExternalLogin: (_, args, context) => signIn(context, (s) => context.auth.completeExternalLogin(s, args)),
    logout: async (_, __, { auth, session, caller }) => {
      await auth.logout(cookieSession(session))
      caller.refresh()
      return true
    },
    refreshSession: async (_, __, { auth, session, caller }) => {
      const info = await auth.refreshSession(cookieSession(session))
      caller.refresh()
      return info
    },
    requestPasswordReset: (_, { email }, { auth, origin }) => auth.requestPasswordReset(email, origin),
    resetPassword: (_, args, context) => signIn(context, (s) => context.auth.resetPassword(s, args)),
    changePassword: (_, args, context) => signIn(context, (s) => context.auth.changePassword(s, args)),
    endSession: (_, { id, currentPassword }, { auth, session }) =>
      auth.endSession(cookieSession(session), id, currentPassword),
    endOtherSessions: async (_, { currentPassword }, { auth, session, caller }) => {
      const done = await auth.endOtherSessions(cookieSession(session), currentPassword)
      caller.refresh()
      return done
    },
    createAutologinCode: (_, __, { auth, session }) => auth.createAutologinCode(cookieSession(session)),
    autologin: (_, args, context) => signIn(context, (s) => context.auth.autologin(s, args)),
  },
}

/** Runs a sign-in, then answers with the customer it signed in (read with the new token). */
async function signIn(context: GatewayContext, run: (session: CookieSession) => Promise<SignInResult>) {
  const result = await run(cookieSession(context.session))
  context.caller.refresh()
  const customer = await context.account.me(context.caller)
  if (!customer) throw authenticationFailed("NO_TOKEN")
  return { ...result, customer }
}
