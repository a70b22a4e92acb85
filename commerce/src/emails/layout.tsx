import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components"
import type { ReactNode } from "react"
import type { Locale } from "./format"
import { messagesFor } from "./format"
import { usePlainText } from "./plain-text"

/** The storefront's colours (web/src/styles): brand green, soft green, ink. */
export const colours = {
  brand: "#2f6f4f",
  brandInk: "#173d2b",
  brandSoft: "#e5f1ea",
  ink: "#17231d",
  muted: "#56655d",
  line: "#dbe4de",
  bg: "#f6f8f6",
  accentSoft: "#fdf1d8",
}

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** One layout for every e-mail: the shop's mark, a white card, a footer. */
export function Layout({
  locale,
  preview,
  title,
  children,
}: {
  locale: Locale
  preview: string
  title: string
  children: ReactNode
}) {
  const t = messagesFor(locale)
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.bg, color: colours.ink, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: 600, margin: "0 auto" }}>
          <Section style={{ padding: "0 24px 16px" }}>
            {/* The logo as text in a brand disc: images are blocked by many mail clients until the reader allows them. */}
            <Text style={{ margin: 0, fontSize: 22, fontWeight: 700, color: colours.brandInk }}>
              <span
                data-skip-in-text="true"
                style={{
                  display: "inline-block",
                  width: 32,
                  height: 32,
                  lineHeight: "32px",
                  borderRadius: 16,
                  backgroundColor: colours.brand,
                  color: "#ffffff",
                  textAlign: "center",
                  marginRight: 8,
                }}
              >
                V
              </span>
              {t.shop}
            </Text>
            <Text style={{ margin: "2px 0 0 40px", fontSize: 13, color: colours.muted }}>{t.tagline}</Text>
          </Section>
          <Section
            style={{
              backgroundColor: "#ffffff",
              borderRadius: 12,
              border: `1px solid ${colours.line}`,
              padding: "24px",
            }}
          >
            <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: colours.brandInk }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Text style={{ fontSize: 12, color: colours.muted, padding: "0 24px", lineHeight: "18px" }}>{t.footer}</Text>
        </Container>
      </Body>
    </Html>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: "22px", margin: "0 0 12px" }}>{children}</Text>
}

/** The main action: a button, with the address written out below it for clients that hide buttons. */
export function Action({ href, label }: { href: string; label: string }) {
  // In the text part: what the button says, then the address alone on its line (once, not twice).
  if (usePlainText())
    return (
      <Text>
        {label}:<br />
        {href}
      </Text>
    )
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.brand,
          color: "#ffffff",
          borderRadius: 8,
          padding: "12px 20px",
          fontWeight: 600,
          fontSize: 15,
        }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: 12, color: colours.muted, margin: "10px 0 0", wordBreak: "break-all" }}>
        <Link href={href} style={{ color: colours.brand }}>
          {href}
        </Link>
      </Text>
    </Section>
  )
}

export function Divider() {
  return <Hr style={{ borderColor: colours.line, margin: "20px 0" }} />
}
