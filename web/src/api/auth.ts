import { graphql } from "../gql"

/**
 * Sign-in (schema/storefront/auth.graphql). The gateway keeps the session in an
 * httpOnly cookie: the storefront never sees or stores a token.
 */

export const Login = graphql(`
  mutation Login($email: String!, $password: String!, $cartId: ID) {
    login(email: $email, password: $password, cartId: $cartId) {
      customer { ...CustomerFields }
      cartTransferred
    }
  }
`)

export const Register = graphql(`
  mutation Register($input: RegisterInput!, $cartId: ID) {
    register(input: $input, cartId: $cartId) {
      customer { ...CustomerFields }
      cartTransferred
    }
  }
`)

export const Logout = graphql(`
  mutation Logout {
    logout
  }
`)

export const StartExternalLogin = graphql(`
  mutation StartExternalLogin($redirectPath: String) {
    startExternalLogin(redirectPath: $redirectPath) { location }
  }
`)

export const CompleteExternalLogin = graphql(`
  mutation CompleteExternalLogin($code: String!, $state: String!, $iss: String, $cartId: ID) {
    completeExternalLogin(code: $code, state: $state, iss: $iss, cartId: $cartId) {
      customer { ...CustomerFields }
      cartTransferred
      redirectPath
    }
  }
`)

export const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`)

export const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $cartId: ID) {
    resetPassword(token: $token, password: $password, cartId: $cartId) {
      customer { ...CustomerFields }
      cartTransferred
    }
  }
`)

export const Autologin = graphql(`
  mutation Autologin($code: String!, $cartId: ID) {
    autologin(code: $code, cartId: $cartId) {
      customer { ...CustomerFields }
      cartTransferred
    }
  }
`)
