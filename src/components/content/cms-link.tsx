import { commerce } from '@/commerce'
import type { LinkTarget } from '@/blocks/shared/link-field'
import { categoryHref, type Href, pageLink } from '@/components/layout/menu'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload'

export type CmsLinkData = {
  label?: string | null
  target?: string | null
  categoryId?: number | null
  page?: number | { id: number } | null
  url?: string | null
}

const screens: Record<Exclude<LinkTarget, 'category' | 'page' | 'url'>, Href> = {
  home: '/',
  about: { pathname: '/', hash: 'about' },
  products: '/products',
  inspiration: '/inspiration',
  news: '/news',
  delivery: '/delivery',
  contact: '/contact',
  faq: '/faq',
  giftVoucher: '/gift-voucher',
  tester: '/tester',
  cart: '/shopping-cart',
}

/** Where an editor's link goes in this language: a screen of the shop, a category or an address. */
export async function resolveLink(
  link: CmsLinkData,
  locale: Locale,
): Promise<Href | string | null> {
  const target = (link.target ?? 'products') as LinkTarget
  if (target === 'url') return link.url || null
  if (target === 'category') {
    const category = link.categoryId
      ? await commerce.catalog.category(link.categoryId, locale)
      : null
    return category ? categoryHref(category) : '/products'
  }
  if (target === 'page') return pageAddress(link.page, locale)
  return screens[target] ?? null
}

/** A page's screen, or its own address in this language (with its prefix); null unless published there. */
async function pageAddress(
  chosen: CmsLinkData['page'],
  locale: Locale,
): Promise<Href | string | null> {
  const id = typeof chosen === 'object' ? chosen?.id : chosen
  if (!id) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { equals: id } },
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true, path: true },
    overrideAccess: false,
  })
  const link = docs[0] ? pageLink(docs[0], locale) : null
  if (!link) return null
  return 'href' in link ? (link.href ?? null) : link.url
}

const buttonClass =
  'inline-flex items-center rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2'

/** An editor's button; nothing when it has no text or nowhere to go. */
export async function CmsLink({
  link,
  locale,
  className = buttonClass,
}: {
  link?: CmsLinkData | null
  locale: Locale
  className?: string
}) {
  if (!link?.label) return null
  const href = await resolveLink(link, locale)
  if (!href) return null
  if (typeof href === 'string' && /^https:\/\//.test(href))
    return (
      <a href={href} className={className} rel="noopener">
        {link.label}
      </a>
    )
  // A page's own address already carries its language.
  if (typeof href === 'string' && link.target === 'page')
    return (
      <a href={href} className={className}>
        {link.label}
      </a>
    )
  return (
    <Link href={href as Href} className={className}>
      {link.label}
    </Link>
  )
}
