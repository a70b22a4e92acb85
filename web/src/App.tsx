import { ProductList } from "./catalog/ProductList"
import { useI18n } from "./i18n"

export function App() {
  const { t, locale, setLocale } = useI18n()
  return (
    <>
      <header className="bar">
        <h1>{t.shop.name}</h1>
        <p className="muted">{t.shop.tagline}</p>
        <label>
          {t.language.label}{" "}
          <select value={locale} onChange={(e) => setLocale(e.target.value as "es" | "en")}>
            <option value="es">{t.language.es}</option>
            <option value="en">{t.language.en}</option>
          </select>
        </label>
      </header>
      <main>
        <ProductList />
      </main>
    </>
  )
}
