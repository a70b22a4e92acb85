import path from "node:path"
import { buildGatewayIfStale, GATEWAY_ENTRY } from "./build.js"
import { ROOT } from "./paths.js"
import { runId } from "./run.js"
import { startService, waitForHttp, type Service, type ServiceOptions } from "./services.js"

/**
 * Starts a gateway process on `port` with `env` on top of this process's — the JavaScript
 * build, as production runs it (built first when stale) — and waits until /health answers —
 * in a run, with this run's id: only then is it this gateway answering, not something else
 * on the port.
 */
export async function startGateway(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  output: ServiceOptions["output"],
  log?: (line: string) => void
): Promise<Service> {
  await buildGatewayIfStale(log)
  const gateway = startService(name, process.execPath, ["--enable-source-maps", GATEWAY_ENTRY], {
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
