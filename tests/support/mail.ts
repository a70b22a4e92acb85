import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { simpleParser } from "mailparser"

export interface CaughtMail {
  file: string
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Every http(s) link in the text part. */
  links: URL[]
}

/**
 * Waits for an e-mail to `to` in the SMTP catcher's folder that arrived after
 * `since` (a list of files already seen), whose subject contains `subject` and
 * which holds a link `link` accepts, when given, and parses it. Other e-mails to
 * the same address still on their way (a welcome, an order's confirmation) are
 * passed over.
 */
export async function waitForMail(
  mailDir: string,
  to: string,
  options: { since?: Set<string>; timeoutMs?: number; subject?: string; link?: (url: URL) => boolean } = {}
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  const checked = new Set(options.since ?? [])
  while (Date.now() < deadline) {
    for (const file of mailFiles(mailDir)) {
      if (checked.has(file)) continue
      checked.add(file)
      const mail = await readMail(path.join(mailDir, file))
      if (
        mail.to.includes(to.toLowerCase()) &&
        mail.subject.includes(options.subject ?? "") &&
        (!options.link || mail.links.some(options.link))
      )
        return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no e-mail to ${to} within ${options.timeoutMs ?? 15_000} ms`)
}

/** Every e-mail to `to` caught so far after `since` (with `subject` in its subject when given), parsed. */
export async function mailsTo(
  mailDir: string,
  to: string,
  options: { since?: Set<string>; subject?: string } = {}
): Promise<CaughtMail[]> {
  const found: CaughtMail[] = []
  for (const file of mailFiles(mailDir)) {
    if (options.since?.has(file)) continue
    const mail = await readMail(path.join(mailDir, file))
    if (mail.to.includes(to.toLowerCase()) && mail.subject.includes(options.subject ?? "")) found.push(mail)
  }
  return found
}

/** The names of the e-mails caught so far (to wait only for newer ones). */
export function mailFiles(mailDir: string): string[] {
  try {
    return readdirSync(mailDir)
      .filter((file) => file.endsWith(".eml"))
      .sort()
  } catch {
    return []
  }
}

async function readMail(file: string): Promise<CaughtMail> {
  const parsed = await simpleParser(readFileSync(file))
  const addresses = (value: typeof parsed.to) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
      group.value.map((a) => (a.address ?? "").toLowerCase())
    )
  const text = parsed.text ?? ""
  return {
    file: path.basename(file),
    to: addresses(parsed.to),
    from: parsed.from?.text ?? "",
    subject: parsed.subject ?? "",
    text,
    html: typeof parsed.html === "string" ? parsed.html : "",
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0])),
  }
}
