import net from "node:net"

/** Resolves true when nothing listens on host:port. */
export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/** A port the operating system says is free right now. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The preferred port when free, else any free port. */
export async function portOrFree(preferred: number): Promise<number> {
  return (await isPortFree(preferred)) ? preferred : freePort()
}
