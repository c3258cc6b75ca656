import { categorySlug } from '@/commerce/rules/slugs'
import { type Locale, locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { categories } from '@/seed/catalog/categories'

/**
 * The old shop's screen addresses (spec section 2, notes: its checkout steps, its category and
 * meat-type slugs, in Dutch and as the spec translates them) and the screen each one meant. A
 * category goes to its page with the slug of its demo name; the category page itself moves an
 * address with another slug (a renamed category) on to its own.
 */
type Screen =
  | { kind: 'checkout'; step?: 'details' }
  | { kind: 'category'; id: number }
  | { kind: 'products' }

const checkout: Screen = { kind: 'checkout' }
const category = (id: number): Screen => ({ kind: 'category', id })

const oldScreens: Record<string, Screen> = {
  uitchecken: checkout,
  afrekenen: checkout,
  'stap-bevestigen': checkout,
  'step-confirm': checkout,
  'stap-afleveradres': { kind: 'checkout', step: 'details' },
  'step-delivery-address': { kind: 'checkout', step: 'details' },
  'packages-promos': category(52),
  'pakketten-promos': category(52),
  'meat-packages': category(1),
  vleespakketten: category(1),
  'bbq-packages': category(53),
  'bbq-pakketten': category(53),
  deli: category(54),
  delicatessen: category(54),
  promotions: category(56),
  promoties: category(56),
  products: { kind: 'products' },
  producten: { kind: 'products' },
  ...Object.fromEntries(
    categories.flatMap((seed) => (seed.meatType ? [[seed.meatType, category(seed.id)]] : [])),
  ),
}

function screenPath(screen: Screen, locale: Locale): string {
  if (screen.kind === 'products') return localizedPath('/products', {}, locale)
  if (screen.kind === 'checkout')
    return localizedPath('/checkout', {}, locale) + (screen.step ? `?step=${screen.step}` : '')
  const name = categories.find((seed) => seed.id === screen.id)?.name[locale] ?? String(screen.id)
  return localizedPath(
    '/meat-types/[id]/[slug]',
    { id: screen.id, slug: categorySlug(name) },
    locale,
  )
}

/**
 * Where an old screen address (`/stap-bevestigen`, `/fr/packages-promos`, `/en/uitchecken/`)
 * goes, in the language of its prefix; null for any other path, and for a path that already is
 * the screen (`/en/products`). Case and a trailing slash do not count.
 */
export function oldScreenRedirect(pathname: string): string | null {
  const match = /^(?:\/(fr|en))?\/([^/]+)\/?$/.exec(pathname)
  if (!match) return null
  const slug = match[2].toLowerCase()
  if (!Object.hasOwn(oldScreens, slug)) return null
  const screen = oldScreens[slug]
  const locale = (match[1] as Locale | undefined) ?? locales[0]
  const target = screenPath(screen, locale)
  return target === pathname ? null : target
}
