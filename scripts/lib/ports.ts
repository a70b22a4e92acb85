import net from "node:net"
import { describeCommand, listenersOn } from "./processes.js"
import { StartError } from "./start-error.js"

/** Resolves true when nothing listens on host:port. */
export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/** Ports this process has handed out: a port asked for twice before anything binds it would be given twice. */
const handedOut = new Set<number>()

/** A port the operating system says is free right now, and that this process has not handed out before. */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer()
      server.once("error", reject)
      server.listen(0, host, () => {
        const { port } = server.address() as net.AddressInfo
        server.close(() => resolve(port))
      })
    })
    if (handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
}

/** The preferred port when free, else any free port. */
export async function portOrFree(preferred: number): Promise<number> {
  return (await isPortFree(preferred)) ? preferred : freePort()
}

/**
 * Resolves when nothing listens on `port`; otherwise fails with a sentence
 * naming the port, the setting that chose it and what holds it (pid and
 * command when this user can see them).
 */
export async function ensurePortFree(port: number, setting: string): Promise<void> {
  const listeners = listenersOn(port)
  if (!listeners.length && (await isPortFree(port))) return
  const holder = listeners.find((listener) => listener.pid)
  const who = holder ? `pid ${holder.pid} (${describeCommand(holder.command)})` : "a program this user cannot see"
  throw new StartError(
    `port ${port} (${setting}) is already in use by ${who} — stop that program, or choose another port with ${setting}=<port>.`
  )
}
