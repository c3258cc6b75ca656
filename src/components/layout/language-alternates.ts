import {
  defaultLocale,
  isLocale,
  languageHome,
  type Locale,
  locales,
  prefixedPath,
} from '@/i18n/locales'

/** What the language links need of a page's `<link rel="alternate" hreflang>`. */
type AlternateLink = { hreflang: string; href: string }

const SELECTOR = 'link[rel="alternate"][hreflang]'

/**
 * The page's path in each language, from its alternates (absolute addresses, as its metadata
 * names them; a later one wins): a language the page names no address in goes to that
 * language's home.
 */
export function alternatePaths(links: Iterable<AlternateLink>): Record<Locale, string> {
  const paths = Object.fromEntries(locales.map((locale) => [locale, languageHome(locale)]))
  for (const { hreflang, href } of links) {
    if (isLocale(hreflang)) paths[hreflang] = new URL(href, 'http://localhost').pathname
  }
  return paths as Record<Locale, string>
}

/**
 * The address a language link goes to: a Dutch address carries its language prefix, so that the
 * language proxy takes Dutch as the visitor's choice rather than sending the visitor on to the
 * language in their cookie (next-intl's own language links do the same).
 */
export const linkPath = (path: string, locale: Locale) =>
  locale === defaultLocale ? prefixedPath(locale, path) : path

/** The language homes: what the server renders, before the page's alternates are read. */
export const homesSnapshot = () => JSON.stringify(alternatePaths([]))

/**
 * The current page's alternates, as a string so that an unchanged set is the same snapshot. Read
 * from the whole document: a page made per request streams its metadata after the header, and it
 * may not be in the head yet.
 */
export const alternatesSnapshot = () =>
  JSON.stringify(alternatePaths(document.querySelectorAll<HTMLLinkElement>(SELECTOR)))

/**
 * Calls `onChange` when the document changes: the page's metadata may come after the links (a
 * page made per request streams it), and a client navigation brings the next page's.
 */
export function subscribeToAlternates(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
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
  `var l=document.querySelector('${SELECTOR}[hreflang="'+a.hreflang+'"]');if(!l)return;` +
  `var p=new URL(l.href).pathname;` +
  `if(a.hreflang==='${defaultLocale}')` +
  `p='/${defaultLocale}'+(p==='/'?'':p);a.href=p+location.search})}catch(e){}})` +
  `(document.currentScript.previousElementSibling)`
