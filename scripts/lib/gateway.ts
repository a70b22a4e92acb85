import path from "node:path"
import { ROOT } from "./paths.js"
import { runId } from "./run.js"
import { startService, waitForHttp, type Service, type ServiceOptions } from "./services.js"

/**
 * Starts a gateway process on `port` with `env` on top of this process's, and
 * waits until /health answers — in a run, with this run's id: only then is it
 * this gateway answering, not something else on the port.
 */
export async function startGateway(name: string, port: number, env: NodeJS.ProcessEnv, output: ServiceOptions["output"]): Promise<Service> {
  const gateway = startService(name, path.join(ROOT, "node_modules/.bin/tsx"), ["src/server.ts"], {
    cwd: path.join(ROOT, "gateway"),
    env: { ...process.env, ...env, PORT: String(port) },
    output,
  })
  try {
    const run = runId()
    const ours = (body: string) => !run || (JSON.parse(body) as { run?: string }).run === run
    await waitForHttp(`http://127.0.0.1:${port}/health`, gateway, 60_000, ours)
  } catch (error) {
    await gateway.stop()
    throw error
  }
  return gateway
}
