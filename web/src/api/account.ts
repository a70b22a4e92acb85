import { graphql } from "../gql"

/** The signed-in customer's reads and changes (schema/storefront/account.graphql). */

export const RequestOrderLink = graphql(`
  mutation RequestOrderLink($email: String!, $orderNumber: Int!) {
    requestOrderLink(email: $email, orderNumber: $orderNumber)
  }
`)

export const GetOrder = graphql(`
  query GetOrder($id: ID!, $receipt: String) {
    order(id: $id, receipt: $receipt) { ...OrderFields }
  }
`)

export const MyOrders = graphql(`
  query MyOrders($first: Int, $after: String) {
    me {
      id
      orders(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          displayId
          status
          fulfillmentStatus
          paymentStatus
          createdAt
          total { ...MoneyFields }
          items { id title thumbnail quantity }
        }
      }
    }
  }
`)

export const UpdateProfile = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) { ...CustomerFields }
  }
`)

/** A signed-in change of password; the session goes on, every other one ends (docs/auth.md). */
export const ChangePassword = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { customer { ...CustomerFields } }
  }
`)

export const MySessions = graphql(`
  query MySessions {
    mySessions { id browser os startedAt lastUsedAt current }
  }
`)

export const EndSession = graphql(`
  mutation EndSession($id: ID!, $currentPassword: String) {
    endSession(id: $id, currentPassword: $currentPassword)
  }
`)

export const EndOtherSessions = graphql(`
  mutation EndOtherSessions($currentPassword: String) {
    endOtherSessions(currentPassword: $currentPassword)
  }
`)

export const AddAddress = graphql(`
  mutation AddAddress($input: SavedAddressInput!) {
    addAddress(input: $input) { ...CustomerFields }
  }
`)

export const UpdateAddress = graphql(`
  mutation UpdateAddress($id: ID!, $input: SavedAddressInput!) {
    updateAddress(id: $id, input: $input) { ...CustomerFields }
  }
`)

export const DeleteAddress = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) { ...CustomerFields }
  }
`)

export const RequestOrderTransfer = graphql(`
  mutation RequestOrderTransfer($orderId: ID!) {
    requestOrderTransfer(orderId: $orderId) { id }
  }
`)

export const CancelOrderTransfer = graphql(`
  mutation CancelOrderTransfer($orderId: ID!) {
    cancelOrderTransfer(orderId: $orderId) { id }
  }
`)

export const AcceptOrderTransfer = graphql(`
  mutation AcceptOrderTransfer($orderId: ID!, $token: String!) {
    acceptOrderTransfer(orderId: $orderId, token: $token) { ...OrderFields }
  }
`)

export const DeclineOrderTransfer = graphql(`
  mutation DeclineOrderTransfer($orderId: ID!, $token: String!) {
    declineOrderTransfer(orderId: $orderId, token: $token) { id }
  }
`)
