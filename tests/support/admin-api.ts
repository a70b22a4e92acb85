import type { FastifyInstance } from "fastify"
import request from "supertest"
import { expect } from "vitest"
import { adminToken } from "./engine.js"
import { buildGateway } from "./gateway.js"
import { readEngineToken } from "../../gateway/src/auth/engine-token.js"
import { bearer } from "./shopper.js"

/**
 * The back-office's calls, as a test makes them: a declared action of a definition
 * (POST /admin-api/<res>/<id>/actions/<name>, or /admin-api/<res>/actions/<name>
 * with `id` null) and one record (GET /admin-api/<res>/<id>), each expected to succeed.
 */
export function adminApi(app: FastifyInstance, admin: Record<string, string>) {
  return {
    async act(resource: string, id: string | null, action: string, body: Record<string, unknown> = {}) {
      const path =
        id === null ? `/admin-api/${resource}/actions/${action}` : `/admin-api/${resource}/${id}/actions/${action}`
      const response = await request(app.server).post(path).set(admin).send(body)
      expect(response.status, `${resource}.${action}: ${JSON.stringify(response.body)}`).toBe(200)
      return response.body.result as Record<string, any>
    },
    async show(resource: string, id: string) {
      const response = await request(app.server).get(`/admin-api/${resource}/${id}`).set(admin)
      expect(response.status).toBe(200)
      return response.body as Record<string, any>
    },
  }
}

/** A back-office test file's gateway (in-process, against the suite's engine) and the demo admin's bearer header. */
export interface BackOffice {
  app: FastifyInstance
  admin: Record<string, string>
}

/** Opens a file's back-office: `beforeAll(async () => ({ app, admin } = await openBackOffice()))`, closed with `app.close()`. */
export async function openBackOffice(): Promise<BackOffice> {
  const app = await buildGateway()
  return { app, admin: bearer(await adminToken()) }
}

/**
 * adminApi's calls, and lists as react-admin asks for them (a range, a filter, a sort; expected to
 * succeed), on the back-office a file opens in its beforeAll — hence a function that names it.
 */
export function backOfficeCalls(office: () => BackOffice) {
  const api = () => adminApi(office().app, office().admin)
  return {
    act: (resource: string, id: string | null, action: string, body: Record<string, unknown> = {}) =>
      api().act(resource, id, action, body),
    show: (resource: string, id: string) => api().show(resource, id),
    async list(
      resource: string,
      filter: Record<string, unknown> = {},
      sort?: [string, string],
      range: [number, number] = [0, 49]
    ) {
      const query = `range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ""}`
      const response = await request(office().app.server).get(`/admin-api/${resource}?${query}`).set(office().admin)
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      return response.body as Record<string, any>[]
    },
  }
}

/**
 * A new administrator as a person becomes one: invited by the owner (`owner`: their bearer headers),
 * the invite accepted with `password`, then signed in. Their e-mail, bearer headers and user id.
 */
export async function invitedAdministrator(
  app: FastifyInstance,
  owner: Record<string, string>,
  email: string,
  password: string
) {
  const invite = await request(app.server).post("/admin-api/invites").set(owner).send({ email })
  expect(invite.status, JSON.stringify(invite.body)).toBe(200)
  const accepted = await request(app.server)
    .post("/admin-api/invites/accept")
    .send({ invite_token: invite.body.token, email, password })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  const signedIn = await request(app.server).post("/admin-api/auth/login").send({ email, password })
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
  const token = signedIn.body.token as string
  return { email, headers: bearer(token), userId: readEngineToken(token)!.actor_id! }
}

/**
 * An administrator's headers with a re-authentication proof (POST /admin-api/auth/reauthenticate,
 * gateway/src/admin-api/reauth.ts), as the sensitive routes need: changing a role, removing staff,
 * resetting a second factor, ending sessions. `code` when they have a second factor.
 */
export async function reauthenticated(
  app: FastifyInstance,
  headers: Record<string, string>,
  password: string,
  code?: string
): Promise<Record<string, string>> {
  const answer = await request(app.server)
    .post("/admin-api/auth/reauthenticate")
    .set(headers)
    .send(code === undefined ? { password } : { password, code })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return { ...headers, "x-vitalia-reauth": answer.body.proof as string }
}

/**
 * An owner (`owner`: their bearer headers, `password` theirs) gives an administrator a staff role,
 * confirming with their password as the role change requires; the answer must be 200.
 */
export async function giveStaffRole(
  app: FastifyInstance,
  owner: Record<string, string>,
  password: string,
  userId: string,
  role: string
) {
  const given = await request(app.server)
    .put(`/admin-api/staff/${userId}`)
    .set(await reauthenticated(app, owner, password))
    .send({ role })
  expect(given.status, JSON.stringify(given.body)).toBe(200)
}
