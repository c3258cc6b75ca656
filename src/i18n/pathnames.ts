/**
 * Localized paths of the shop's screens: the key is the app's internal route, the values what
 * visitors see per language (Dutch without a prefix, French under /fr, English under /en).
 */
export const pathnames = {
  '/': '/',
  '/products': { nl: '/producten', fr: '/produits', en: '/products' },
  '/meat-types/[id]/[slug]': {
    nl: '/vleessoorten/[id]/[slug]',
    fr: '/types-de-viande/[id]/[slug]',
    en: '/meat-types/[id]/[slug]',
  },
  '/meat/[id]/[slug]': {
    nl: '/vlees/[id]/[slug]',
    fr: '/viande/[id]/[slug]',
    en: '/meat/[id]/[slug]',
  },
  '/search': { nl: '/zoeken', fr: '/recherche', en: '/search' },
} as const

export type AppPathname = keyof typeof pathnames
