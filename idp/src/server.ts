/**
 * The local OpenID provider (development and tests): `npm start` and the test
 * suite start it whenever no AUTH0_* settings exist. Prints one line when ready.
 */
import { createIdpServer } from "./app.js"
import { idpSettings } from "./settings.js"
import { demoUsers } from "./users.js"

const settings = idpSettings()
const { server, provider } = createIdpServer(settings)

// Failed sign-ins and token requests are worth a line; the events carry no passwords.
provider.on("server_error", (_ctx, error: Error) => console.error(`server error: ${error.name}: ${error.message}`))
provider.on("grant.error", (_ctx, error: Error & { error?: string }) =>
  console.warn(`token request refused: ${error.error ?? error.name}`)
)

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    // Idle keep-alive connections (the engine's) would hold close() open for seconds.
    server.closeAllConnections()
  })
}

server.listen(settings.port, settings.host, () => {
  console.log(`Local OpenID provider at ${settings.issuer} (users: ${demoUsers.map((u) => u.email).join(", ")})`)
})
