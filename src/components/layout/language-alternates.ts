import { defaultLocale, isLocale, languageHome, type Locale, locales } from '@/i18n/locales'

/** What the language links need of a page's `<link rel="alternate" hreflang>`. */
type AlternateLink = { hreflang: string; href: string }

const SELECTOR = 'link[rel="alternate"][hreflang]'

/**
 * The page's path in each language, from its alternates (absolute addresses, as its metadata
 * names them): a language the page names no address in goes to that language's home.
 */
export function alternatePaths(links: Iterable<AlternateLink>): Record<Locale, string> {
  const paths = Object.fromEntries(locales.map((locale) => [locale, languageHome(locale)]))
  for (const { hreflang, href } of links) {
    if (isLocale(hreflang)) paths[hreflang] = new URL(href, 'http://localhost').pathname
  }
  return paths as Record<Locale, string>
}

/**
 * The address a language link goes to from a page in `current`: a Dutch address keeps its
 * language prefix from another language, so that the language proxy does not send it on to the
 * language of the visitor's cookie (next-intl's own links do the same).
 */
export const linkPath = (path: string, locale: Locale, current: Locale) =>
  locale === defaultLocale && current !== defaultLocale
    ? `/${defaultLocale}${path === '/' ? '' : path}`
    : path

/** The language homes: what the server renders, before the page's alternates are read. */
export const homesSnapshot = () => JSON.stringify(alternatePaths([]))

/** The current page's alternates, as a string so that an unchanged set is the same snapshot. */
export const alternatesSnapshot = () =>
  JSON.stringify(alternatePaths(document.head.querySelectorAll<HTMLLinkElement>(SELECTOR)))

/** Calls `onChange` when the head changes: a client navigation brings the next page's metadata. */
export function subscribeToAlternates(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.head, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['href', 'hreflang'],
  })
  return () => observer.disconnect()
}

/**
 * Runs right after the server-rendered language links, before the page's scripts: points them at
 * the page's alternates with its query, so that a click before the scripts have started goes to
 * the same page in the other language, as it will after.
 */
export const languageLinksScript =
  `(function(n){try{n.querySelectorAll('a[hreflang]').forEach(function(a){` +
  `var l=document.head.querySelector('${SELECTOR}[hreflang="'+a.hreflang+'"]');if(!l)return;` +
  `var p=new URL(l.href).pathname;` +
  `if(a.hreflang==='${defaultLocale}'&&document.documentElement.lang!=='${defaultLocale}')` +
  `p='/${defaultLocale}'+(p==='/'?'':p);a.href=p+location.search})}catch(e){}})` +
  `(document.currentScript.previousElementSibling)`
