import { existsSync } from "node:fs"

/**
 * The Chromium the browser suite drives: CHROMIUM_PATH when set; else Debian's headless shell
 * (`apt-get install chromium-headless-shell`: what Playwright itself runs for headless tests, the
 * browser without its own window and interface, so less to start and draw for every page); else
 * Debian's full Chromium. .ci/run installs both.
 */
export function suiteChromium(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH
  const shell = "/usr/bin/chromium-headless-shell"
  return existsSync(shell) ? shell : "/usr/bin/chromium"
}
