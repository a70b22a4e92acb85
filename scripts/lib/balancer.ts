import http from "node:http"

/**
 * A small round-robin HTTP load balancer for the local cluster (the part nginx
 * plays in production): each request goes to the next gateway; when a gateway
 * cannot be reached the request is sent to the following one. Bodies are small
 * (the gateway takes at most 1 MB), so they are read whole to allow that retry.
 *
 * Like nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`, it appends the
 * address it saw to whatever X-Forwarded-For the client sent: the gateways behind it run with
 * TRUST_PROXY=1 (lib/cluster.ts), so they take that last entry and ignore what a client wrote.
 */
export function startBalancer(port: number, targets: string[]): Promise<http.Server> {
  let next = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    // A client that hangs up before its body is whole is forgotten (nginx logs a 499 and moves on);
    // nothing is sent on for it.
    req.on("error", () => res.destroy())
    req.on("end", () => forward(req, res, Buffer.concat(chunks)))
  })
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const first = next
    next = (next + 1) % targets.length
    const send = (attempt: number) => {
      const target = new URL(targets[(first + attempt) % targets.length])
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, "x-forwarded-for": forwardedFor(req) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        }
      )
      upstream.on("error", () => {
        if (attempt + 1 < targets.length && !res.headersSent) return send(attempt + 1)
        if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" })
        res.end(JSON.stringify({ message: "No gateway is answering" }))
      })
      upstream.end(body)
    }
    send(0)
  }
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)))
}

/** The X-Forwarded-For to send on: the client's list, if any, and the address this balancer saw. */
export function forwardedFor(req: http.IncomingMessage): string {
  const sent = req.headers["x-forwarded-for"]
  const before = (Array.isArray(sent) ? sent.join(", ") : (sent ?? "")).trim()
  const seen = req.socket.remoteAddress ?? ""
  return before ? `${before}, ${seen}` : seen
}
