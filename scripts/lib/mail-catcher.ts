import { mkdirSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import { SMTPServer } from "smtp-server"

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> — give it to the engine as SMTP_URL. */
  url: string
  dir: string
  stop: () => Promise<void>
}

/**
 * A local SMTP server that accepts every message and keeps it as an .eml file
 * in `dir` (read them with any mail client, or tests/support/mail.ts). For
 * `npm start` and the tests; production sets SMTP_URL to a real server.
 */
export async function startMailCatcher(dir: string, port = 0): Promise<MailCatcher> {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: 5 * 1024 * 1024,
    logger: false,
    // Stopping waits at most this long for open connections.
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("error", callback)
      stream.on("end", () => {
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++count).padStart(4, "0")}.eml`
        // Written aside, then renamed into place: readers never see half a message.
        const partial = path.join(dir, `.${name}.part`)
        writeFileSync(partial, Buffer.concat(chunks))
        renameSync(partial, path.join(dir, name))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve())
  })
  const address = server.server.address()
  const actualPort = typeof address === "object" && address ? address.port : port
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
