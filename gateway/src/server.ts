import { buildApp } from "./app.js"
import { loadConfig } from "./config.js"

const config = loadConfig()
const app = await buildApp(config)

// The signal may arrive twice (the process group and tsx's relay): close once.
let closing = false
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    app.close().then(
      () => process.exit(0),
      () => process.exit(1)
    )
  })
}

await app.listen({ host: config.host, port: config.port })
