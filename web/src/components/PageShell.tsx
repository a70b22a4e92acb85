import { createContext, useContext } from "react"
import { Outlet, useMatches } from "react-router-dom"
import { useI18n } from "../i18n"
import { useDocumentTitle } from "./DocumentTitle"
import { Logo } from "./Icon"
import { Skeleton, SkeletonText } from "./Skeleton"

/**
 * The pages drawn for one shopper (cart, checkout, sign-in, account, enrollment) come from the
 * server as their frame only: the layout, the page's heading and a placeholder of the page's size,
 * drawn as a new visitor (no session, no cart) — never the shopper's cart, name or orders — so the
 * first paint is the page's frame and not a spinner, and one drawn frame may be kept for every new
 * visitor (gateway/src/web/page-cache.ts). The app then draws the real page in its place.
 */
export type ShellKind = "login" | "register" | "forgot" | "reset" | "cart" | "checkout" | "account" | "enrollment"

/** True while the server draws a page's frame (entry-server.tsx). */
export const ShellMode = createContext(false)

/** The attribute the frame carries, so the browser knows a frame and not a page is on screen (main.tsx). */
export const SHELL_ATTRIBUTE = "data-page-shell"

/** A layout's outlet: the page, or while the server draws a frame, the page's frame. */
export function PageOutlet() {
  const shell = useContext(ShellMode)
  const matches = useMatches()
  if (!shell) return <Outlet />
  const kind = (matches.at(-1)?.handle as { shell?: ShellKind } | undefined)?.shell
  return kind ? <PageShell kind={kind} /> : null
}

/** A page's frame: what the page looks like before it has the shopper's data. */
export function PageShell({ kind }: { kind: ShellKind }) {
  const { t } = useI18n()
  const shell = { [SHELL_ATTRIBUTE]: kind }
  const auth = {
    login: [t.auth.loginTitle, t.auth.loginIntro],
    register: [t.auth.registerTitle, t.auth.registerIntro],
    forgot: [t.auth.forgotTitle, t.auth.forgotIntro],
    reset: [t.auth.resetTitle, ""],
  } as const
  const title =
    kind in auth
      ? auth[kind as keyof typeof auth][0]
      : kind === "cart"
        ? t.cart.title
        : kind === "checkout"
          ? t.checkout.title
          : kind === "account"
            ? t.account.title
            : t.enrollment.title
  useDocumentTitle(title)

  if (kind in auth) {
    const intro = auth[kind as keyof typeof auth][1]
    return (
      <div className="container auth-page" {...shell}>
        <section className="auth-card">
          <Logo size={40} />
          <h1>{title}</h1>
          {intro && <p className="muted">{intro}</p>}
          {/* The form's height (fields, link, button), so the footer stays where the form will end. */}
          <Skeleton
            className="page-shell-block"
            height={kind === "register" ? "27rem" : kind === "login" ? "22rem" : "9rem"}
            radius="var(--radius)"
          />
        </section>
      </div>
    )
  }
  if (kind === "enrollment") {
    return (
      <div className="container enrollment" {...shell}>
        <header className="enrollment-head">
          <h1>{title}</h1>
          <p className="muted">{t.enrollment.intro}</p>
        </header>
        <Skeleton className="page-shell-block" height="24rem" radius="var(--radius-lg)" />
      </div>
    )
  }
  if (kind === "account") {
    return (
      <div className="container account" {...shell}>
        <aside className="account-aside">
          <Skeleton className="page-shell-block" height="16rem" radius="var(--radius-lg)" />
        </aside>
        <section className="account-content">
          <h1>{title}</h1>
          <p className="muted">{t.account.frameIntro}</p>
          <SkeletonText lines={2} />
          <Skeleton className="page-shell-block" height="14rem" radius="var(--radius-lg)" />
        </section>
      </div>
    )
  }
  return (
    <div className={`container ${kind === "cart" ? "cart-page" : "checkout"}`} {...shell}>
      <h1>{title}</h1>
      {kind === "cart" && <p className="muted">{t.cart.frameIntro}</p>}
      <Skeleton className="page-shell-block" height="20rem" radius="var(--radius-lg)" />
    </div>
  )
}
