import type { FastifyInstance } from "fastify"
import { inject } from "vitest"
import { startEngine, type EngineEnv } from "../../scripts/lib/engine.js"
import { freePort } from "../../scripts/lib/ports.js"
import { localSecrets } from "../../scripts/lib/secrets.js"
import type { Service } from "../../scripts/lib/services.js"
import { buildGateway } from "./gateway.js"

export interface SecondEngine {
  engine: Service
  /** The gateway in front of it, built in-process. */
  app: FastifyInstance
  /** Closes the gateway, then stops the engine. */
  stop(): Promise<void>
}

/**
 * A second engine on the suite's database with settings of its own (Stripe's API on a local
 * stand-in, an SMTP server that is down…), and the gateway in front of it: the set-up of the
 * test files that need the engine configured otherwise than the suite's.
 */
export async function startSecondEngine(
  name: string,
  options: { settings: Record<string, string>; signIn?: EngineEnv["signIn"]; gateway?: Record<string, string> }
): Promise<SecondEngine> {
  const port = await freePort()
  const secrets = localSecrets()
  const engine = await startEngine(
    {
      databaseUrl: inject("databaseUrl"),
      port,
      publicUrl: inject("publicUrl"),
      jwtSecret: secrets.jwtSecret,
      cookieSecret: secrets.cookieSecret,
      // The suite's: its gateways and the tests' own engine calls carry it (tests/support/engine.ts).
      edgeSecret: inject("engineEdgeSecret"),
      ...(options.signIn ? { signIn: options.signIn } : {}),
      settings: options.settings,
    },
    "file",
    name
  )
  let app: FastifyInstance
  try {
    app = await buildGateway({ MEDUSA_URL: `http://127.0.0.1:${port}`, ...options.gateway })
  } catch (error) {
    await engine.stop()
    throw error
  }
  return {
    engine,
    app,
    async stop() {
      await app.close()
      await engine.stop()
    },
  }
}
