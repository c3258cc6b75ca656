import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http'

import { LOCALE_COOKIE } from '../i18n/locales'
import en from '../i18n/messages/en.json'
import fr from '../i18n/messages/fr.json'
import nl from '../i18n/messages/nl.json'

/**
 * The shop server's own memory of whole responses for pages that Next.js served from its page
 * cache (docs/adr/0011), and for the navigation payloads (React Server Components) of those pages.
 * An answer Next.js sent with `x-nextjs-cache: HIT` and a shared `Cache-Control` is the same for
 * every request that sends the same address, language cookie, `Accept-Language`,
 * `Accept-Encoding` and router headers; for a few seconds such requests get those bytes
 * without passing through Next.js's router, proxy and renderer again. Every expired cache tag
 * empties it (`forgetCachedPages`), so editors' changes are not held back.
 */

export type StoredPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer; at: number }

type Options = { maxBytes: number; maxEntryBytes: number; lifetimeMs: number; now?: () => number }

export class PageCache {
  private readonly entries = new Map<string, StoredPage>()
  private bytes = 0
  private readonly now: () => number

  constructor(private readonly options: Options) {
    this.now = options.now ?? Date.now
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string): StoredPage | undefined {
    const page = this.entries.get(key)
    if (!page) return undefined
    if (this.now() - page.at >= this.options.lifetimeMs) {
      this.delete(key)
      return undefined
    }
    return page
  }

  set(key: string, page: Omit<StoredPage, 'at'>): void {
    if (page.body.length > this.options.maxEntryBytes) return
    this.delete(key)
    this.entries.set(key, { ...page, at: this.now() })
    this.bytes += page.body.length
    // A Map keeps insertion order: the first entries are the oldest.
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  private delete(key: string): void {
    const page = this.entries.get(key)
    if (!page) return
    this.bytes -= page.body.length
    this.entries.delete(key)
  }
}

/**
 * What a client navigation or prefetch sends and Next.js's answer depends on (its `Vary`, and the
 * page the shopper comes from): part of the key, so each kind of request keeps its own answer.
 */
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]
/** Draft mode: an editor's preview. */
const bypassCookies = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
const localeCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)

/**
 * The key under which a request's response may be kept, or null when it must reach Next.js:
 * anything but a GET of a page or of its navigation payload, server actions, draft mode, the API,
 * the admin and Next.js's files.
 */
export function pageCacheKey(request: IncomingMessage): string | null {
  const { method, url, headers } = request
  if (method !== 'GET' || !url || headers['next-action'] !== undefined) return null
  if (/^\/(?:api|admin|_next)(?:\/|$|\?)/.test(url)) return null
  const cookie = headers.cookie ?? ''
  if (bypassCookies.test(cookie)) return null
  return [
    headers.host ?? '',
    headers['x-forwarded-host'] ?? '',
    headers['x-forwarded-proto'] ?? '',
    url,
    headers['accept-encoding'] ?? '',
    headers['accept-language'] ?? '',
    localeCookie.exec(cookie)?.[1] ?? '',
    ...routerHeaders.map((name) => headers[name] ?? ''),
  ].join('\n')
}

/** Headers that belong to one connection or one moment, not to the page. */
const perResponse = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** The only cookie a shared page may set: the language it is in (next-intl's). */
const onlyLanguageCookies = (setCookie: OutgoingHttpHeaders['set-cookie']) =>
  [setCookie ?? []].flat().every((cookie) => String(cookie).startsWith(`${LOCALE_COOKIE}=`))

/**
 * A response Next.js served from its page cache, shared by every visitor. One that sets any
 * cookie but the language one is never kept, so that no visitor's cookie reaches another.
 */
export function isSharedCacheHit(status: number, headers: OutgoingHttpHeaders): boolean {
  const cacheControl = String(headers['cache-control'] ?? '')
  return (
    status === 200 &&
    headers['x-nextjs-cache'] === 'HIT' &&
    /\bs-maxage=/.test(cacheControl) &&
    !/\b(?:private|no-store)\b/.test(cacheControl) &&
    onlyLanguageCookies(headers['set-cookie'])
  )
}

/** The bytes of a chunk handed to `response.write` or `end`; null for none (a callback). */
export const chunkBytes = (chunk: unknown, encoding?: unknown): Buffer | null =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : null

/** Calls `done` with the status, headers and body the response sent, once it is finished. */
export function recordResponse(
  response: ServerResponse,
  done: (page: Omit<StoredPage, 'at'>) => void,
): void {
  const chunks: Buffer[] = []
  let extraHeaders: OutgoingHttpHeaders = {}
  const keep = (chunk: unknown, encoding?: unknown) => {
    const bytes = chunkBytes(chunk, encoding)
    if (bytes) chunks.push(bytes)
  }
  const { write, end, writeHead } = response
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') keep(chunk, rest[0])
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as ServerResponse['end']
  // Headers handed to writeHead directly are not all kept by Node.js for getHeaders().
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const last = args[args.length - 1]
    if (last && typeof last === 'object' && !Array.isArray(last))
      extraHeaders = Object.fromEntries(
        Object.entries(last as OutgoingHttpHeaders).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      )
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
  response.once('finish', () => {
    const headers: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries({ ...response.getHeaders(), ...extraHeaders }))
      if (value !== undefined && !perResponse.has(name)) headers[name] = value
    const body = Buffer.concat(chunks)
    headers['content-length'] = body.length
    done({ status: response.statusCode, headers, body })
  })
}

/** Sends a kept response, or 304 when the browser already has these bytes. */
export function sendStored(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
): void {
  const etag = page.headers.etag
  if (etag !== undefined && request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag, 'cache-control': page.headers['cache-control'] })
    response.end()
    return
  }
  response.writeHead(page.status, page.headers)
  response.end(page.body)
}

/** The error screen's words in every language: this guard cannot tell which one was asked for. */
const failedPageText = [nl, fr, en].map((messages) => messages.errors.errorText).join('\n')

/** A request listener that answers from `cache` where it can and keeps what `handle` serves. */
export function withPageCache(
  cache: PageCache,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): RequestListener {
  return (request, response) => {
    const key = pageCacheKey(request)
    if (key !== null) {
      const stored = cache.get(key)
      if (stored) return sendStored(request, response, stored)
      recordResponse(response, (page) => {
        if (isSharedCacheHit(page.status, page.headers)) cache.set(key, page)
      })
    }
    handle(request, response).catch((error: unknown) => {
      // Next.js answers its own errors; this is only a last guard, without any detail.
      console.error('Request failed:', error instanceof Error ? error.message : error)
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(failedPageText)
    })
  }
}

const registry = Symbol.for('storefront.page-cache')
type WithRegistry = typeof globalThis & { [registry]?: PageCache }

/** Makes this process's page cache the one that expired tags empty. */
export function registerPageCache(cache: PageCache): void {
  ;(globalThis as WithRegistry)[registry] = cache
}

/** Empties the shop server's page cache (called whenever cache tags expire). */
export function forgetCachedPages(): void {
  ;(globalThis as WithRegistry)[registry]?.clear()
}
