import type { OutgoingHttpHeaders } from 'node:http'

import { cookieValue } from '../security/cookie-value'
import { defaultLocale, isLocale, type Locale, LOCALE_COOKIE, localeOr } from '../i18n/locales'
import en from '../i18n/messages/en.json'
import fr from '../i18n/messages/fr.json'
import nl from '../i18n/messages/nl.json'

const messages = { nl, fr, en }

export type TooLarge = { contentType: string; body: string }

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page's language: its address's prefix, else the language cookie, else Dutch. */
function language(pathname: string, cookie: string | undefined): Locale {
  const prefix = pathname.split('/')[1]
  if (isLocale(prefix)) return prefix
  let chosen: string | null = null
  try {
    chosen = cookieValue(cookie, LOCALE_COOKIE)
  } catch {
    // A cookie that does not decode names no language.
  }
  return localeOr(chosen)
}

function page(locale: Locale): string {
  const { meta, errors } = messages[locale]
  const home = locale === defaultLocale ? '/' : `/${locale}`
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(errors.tooLargeTitle)} | ${escape(meta.title)}</title></head>`,
    `<body><main><h1>${escape(errors.tooLargeTitle)}</h1><p>${escape(errors.tooLargeText)}</p>`,
    `<p><a href="${home}">${escape(errors.backHome)}</a></p></main></body></html>`,
  ].join('\n')
}

/**
 * What the shop server answers, with status 413, for a body larger than its address takes: JSON
 * shaped as Payload's REST errors under `/api`, else the shop's page in the visitor's language
 * (a storefront form posts to the page it is on).
 */
export function tooLargeAnswer(
  pathname: string,
  cookie: string | undefined,
  limit: number,
): TooLarge {
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({
        errors: [{ message: `Request body too large: this address takes at most ${limit} bytes.` }],
      }),
    }
  return { contentType: 'text/html; charset=utf-8', body: page(language(pathname, cookie)) }
}

/** Its headers, over `extra` (the headers the shop's configuration gives every page). */
export const tooLargeHeaders = (
  answer: TooLarge,
  extra: OutgoingHttpHeaders = {},
): OutgoingHttpHeaders => ({
  ...extra,
  'content-type': answer.contentType,
  'content-length': Buffer.byteLength(answer.body),
  'cache-control': 'no-store',
  connection: 'close',
})
