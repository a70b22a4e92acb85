import net from "node:net"

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
