/** The provider's few pages: sign-in and error, in Spanish or English. */
export type Lang = "es" | "en"

const words = {
  es: {
    title: "Iniciar sesión",
    intro: (client: string) => `para continuar a ${client}`,
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Entrar",
    cancel: "Cancelar",
    wrong: "Correo o contraseña incorrectos.",
    other: "English",
    note: "Proveedor de identidad local (desarrollo): ocupa el lugar de Auth0.",
    errorTitle: "No se pudo completar el inicio de sesión",
  },
  en: {
    title: "Sign in",
    intro: (client: string) => `to continue to ${client}`,
    email: "E-mail",
    password: "Password",
    submit: "Sign in",
    cancel: "Cancel",
    wrong: "Wrong e-mail or password.",
    other: "Español",
    note: "Local identity provider (development): it stands in for Auth0.",
    errorTitle: "The sign-in could not be completed",
  },
} as const

/** Spanish unless the request prefers English (ui_locales, ?lang=, Accept-Language). */
export function pickLang(...hints: (string | undefined | null)[]): Lang {
  for (const hint of hints) {
    if (!hint) continue
    const first = hint.split(/[\s,;]/)[0]?.toLowerCase() ?? ""
    if (first.startsWith("en")) return "en"
    if (first.startsWith("es")) return "es"
  }
  return "es"
}

export function loginPage(options: {
  lang: Lang
  uid: string
  clientName: string
  email?: string
  failed?: boolean
}): string {
  const t = words[options.lang]
  const action = `/interaction/${encodeURIComponent(options.uid)}`
  const otherLang = options.lang === "es" ? "en" : "es"
  return layout(
    options.lang,
    t.title,
    `
    <h1>${t.title}</h1>
    <p class="intro">${escape(t.intro(options.clientName))}</p>
    ${options.failed ? `<p class="error" role="alert">${t.wrong}</p>` : ""}
    <form method="post" action="${action}/login?lang=${options.lang}" autocomplete="on">
      <label>${t.email}<input type="email" name="email" required autofocus value="${escape(options.email ?? "")}"></label>
      <label>${t.password}<input type="password" name="password" required></label>
      <button type="submit">${t.submit}</button>
    </form>
    <p class="links"><a href="${action}/abort">${t.cancel}</a> · <a href="${action}?lang=${otherLang}" hreflang="${otherLang}">${t.other}</a></p>
    <p class="note">${t.note}</p>`
  )
}

export function errorPage(lang: Lang, code: string, description?: string): string {
  const t = words[lang]
  return layout(
    lang,
    t.errorTitle,
    `
    <h1>${t.errorTitle}</h1>
    <p class="error">${escape(code)}${description ? `: ${escape(description)}` : ""}</p>
    <p class="note">${t.note}</p>`
  )
}

function layout(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Vitalia</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f7f2; color: #1f2d1f; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
  .intro, .note, .links { color: #5b6b5b; font-size: .9rem; }
  label { display: block; margin: 1rem 0 0; font-size: .9rem; }
  input { display: block; width: 100%; box-sizing: border-box; margin-top: .25rem; padding: .6rem; font-size: 1rem; border: 1px solid #c9d3c9; border-radius: 8px; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; font-size: 1rem; color: #fff; background: #2f7d32; border: 0; border-radius: 8px; cursor: pointer; }
  .error { color: #b3261e; }
</style>
</head>
<body><main>${body}</main></body>
</html>`
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
