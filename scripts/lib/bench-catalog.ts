import { type Answer, fetchOk, type Headers } from './bench-http'

/** Where each language's category and product pages start (spec routes). */
const languages = [
  { locale: 'nl', prefix: '', category: '/vleessoorten/', product: '/vlees/' },
  { locale: 'fr', prefix: '/fr', category: '/fr/types-de-viande/', product: '/fr/viande/' },
  { locale: 'en', prefix: '/en', category: '/en/meat-types/', product: '/en/meat/' },
]

export type Page = { name: string; path: string; answer: Answer }

/** The first link in `html` that starts with `prefix` and an id. */
function firstLink(html: string, prefix: string): string {
  const escaped = prefix.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`href="(${escaped}\\d+/[^"?#]+)"`).exec(html)
  if (!match) throw new Error(`No link starting with ${prefix} found`)
  return match[1]
}

/** Home, a category from the home page's menu and a product from that category, per language. */
export async function catalogPages(base: URL, headers: Headers): Promise<Page[]> {
  const pages: Page[] = []
  const page = async (name: string, path: string) => {
    const answer = await fetchOk(new URL(path, base), headers)
    pages.push({ name, path, answer })
    return answer
  }
  for (const { locale, prefix, category, product } of languages) {
    const home = await page(`home ${locale}`, prefix || '/')
    const categoryPath = firstLink(home.text, category)
    const list = await page(`category ${locale}`, categoryPath)
    await page(`product ${locale}`, firstLink(list.text, product))
  }
  return pages
}
