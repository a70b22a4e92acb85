import { useMemo, useState } from "react"
import { renderSVG } from "uqr"
import { useNotify } from "../app/use-action"
import { catalogs, useI18n } from "../i18n"
import { Icon } from "./Icon"

/**
 * A partner's personal-store link to share: the link, copy, WhatsApp (the channel most of the
 * shop's shoppers use) and a QR code to show from the phone. Any page takes `?store=` (issue #18):
 * the home page is the friendliest to share.
 */
export function StoreShare({ store }: { store: { name: string; title: string } }) {
  const { t } = useI18n()
  const notify = useNotify()
  const [copied, setCopied] = useState(false)
  const link = `${window.location.origin}/?store=${encodeURIComponent(store.name)}`
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { ecc: "M", border: 2 }))}`,
    [link]
  )
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t.account.partnerShareText(store.title, link))}`
  return (
    <div className="store-share">
      <div className="share-link">
        <code>{link}</code>
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(() => {
              setCopied(true)
              notify({ kind: "POSITIVE", es: catalogs.es.common.copied, en: catalogs.en.common.copied })
            })
          }
        >
          <Icon name={copied ? "check" : "copy"} size={16} /> {t.common.copy}
        </button>
        <a className="button button-small" href={whatsapp} target="_blank" rel="noopener noreferrer">
          {t.account.partnerWhatsApp}
        </a>
      </div>
      <img className="share-qr" src={qr} alt={t.account.partnerQr(store.title)} width={160} height={160} />
    </div>
  )
}
