import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import http from "node:http"
import { describe, expect, it } from "vitest"
import { freePort } from "./ports.js"
import { commandLine, isRunning, listenersOn, processesWithEnvironment, startTime } from "./processes.js"

describe("what /proc says", () => {
  it("names the process listening on a port, and nobody on a free one", async () => {
    const port = await freePort()
    expect(listenersOn(port)).toEqual([])
    const server = http.createServer()
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
    try {
      expect(listenersOn(port)).toEqual([{ pid: process.pid, command: commandLine(process.pid) }])
    } finally {
      server.close()
    }
  })

  it("finds processes by an entry of their environment, never this process or its ancestors", async () => {
    const tag = `SHOP_RUN_ID=${randomUUID()}`
    expect(processesWithEnvironment(tag)).toEqual([])
    const child = spawn("sleep", ["30"], { env: { ...process.env, SHOP_RUN_ID: tag.split("=")[1] } })
    try {
      await new Promise((resolve) => child.once("spawn", resolve))
      expect(processesWithEnvironment(tag)).toEqual([child.pid])
      expect(isRunning(child.pid!)).toBe(true)
      expect(startTime(child.pid!)).toMatch(/^\d+$/)
    } finally {
      child.kill("SIGKILL")
      await new Promise((resolve) => child.once("exit", resolve))
    }
    expect(processesWithEnvironment(tag)).toEqual([])
  })
})
