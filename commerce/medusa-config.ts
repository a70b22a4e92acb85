import { defineConfig, Modules } from "@medusajs/framework/utils"
import { engineSettings } from "./src/settings"

/**
 * The engine's configuration. Every value comes from the environment through
 * src/settings.ts; the launcher (scripts/) provides local defaults.
 */
const settings = engineSettings(process.env)

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: settings.databaseUrl,
    databaseDriverOptions: { connection: { ssl: settings.databaseSsl } },
    workerMode: settings.workerMode,
    http: {
      // The engine is reached only by the gateway on loopback; browsers never call it.
      storeCors: settings.gatewayOrigin,
      adminCors: settings.gatewayOrigin,
      authCors: settings.gatewayOrigin,
      jwtSecret: settings.jwtSecret,
      cookieSecret: settings.cookieSecret,
    },
  },
  // Our back-office is the react-admin app served by the gateway at /admin.
  admin: { disable: true },
  modules: [
    {
      key: Modules.FILE,
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            options: { backend_url: `${settings.publicUrl}/static` },
          },
        ],
      },
    },
  ],
})
