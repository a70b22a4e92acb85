import http from "node:http"
import net from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { startBalancer } from "./balancer.js"
import { freePort } from "./ports.js"

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** A gateway stand-in that answers every request with what it was sent. */
async function echo(): Promise<string> {
  const port = await freePort()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => res.end(Buffer.concat(chunks)))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return `http://127.0.0.1:${port}`
}

describe("the local cluster's balancer", () => {
  it("forgets a client that hangs up halfway through its body, and goes on serving the next", async () => {
    const port = await freePort()
    servers.push(await startBalancer(port, [await echo()]))
    const rejections: unknown[] = []
    const record = (reason: unknown) => rejections.push(reason)
    process.on("unhandledRejection", record)
    try {
      // Announces 1 000 bytes, sends 10, then closes the connection.
      const socket = net.connect(port, "127.0.0.1")
      await new Promise<void>((resolve) => socket.once("connect", resolve))
      socket.write("POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n0123456789")
      await new Promise((resolve) => setTimeout(resolve, 50))
      socket.destroy()
      await new Promise((resolve) => setTimeout(resolve, 200))

      const answer = await fetch(`http://127.0.0.1:${port}/graphql`, { method: "POST", body: "hola" })
      expect(await answer.text()).toBe("hola")
      expect(rejections).toEqual([])
    } finally {
      process.off("unhandledRejection", record)
    }
  })
})
