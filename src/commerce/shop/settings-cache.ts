import type { GlobalAfterChangeHook, Payload } from 'payload'

import { inMilliseconds, lifetimes } from '@/cache/lifetimes'
import { afterCommit } from '@/database/after-commit'
import { processWide } from '@/lib/process-wide'
import type { Locale } from '@/i18n/locales'
import type { Config } from '@/payload-types'

/** The globals the shop reads on every cart and checkout call. */
export type CachedGlobal = 'shop-settings' | 'delivery-calendar'

/**
 * How long a process keeps a global it read. Saving the global in the admin forgets it at once
 * in the process that saved it; other processes (several servers) see the change after this.
 */
const KEEP_MS = inMilliseconds(lifetimes.globals)

type Entry = { value: Promise<unknown>; until: number }
/** Kept by slug, and by slug and language for a read in a language. */
const kept = processWide('settings-cache', () => new WeakMap<Payload, Map<string, Entry>>())

const entriesOf = (payload: Payload) => {
  let entries = kept.get(payload)
  if (!entries) kept.set(payload, (entries = new Map()))
  return entries
}

/**
 * A global as the shop owner last saved it, read at most once per few seconds: prices, delivery
 * costs and the calendar change a few times a year but are needed by every cart and order. With
 * a `locale`, its texts are in that language (the shop's first language where one is empty).
 */
export function cachedGlobal<S extends CachedGlobal>(
  payload: Payload,
  slug: S,
  locale?: Locale,
): Promise<Config['globals'][S]> {
  const entries = entriesOf(payload)
  const key = locale ? `${slug}:${locale}` : slug
  const entry = entries.get(key)
  if (entry && entry.until > Date.now()) return entry.value as Promise<Config['globals'][S]>
  const value = payload.findGlobal({
    slug,
    depth: 0,
    overrideAccess: true,
    ...(locale ? { locale, fallbackLocale: 'nl' as const } : {}),
  })
  entries.set(key, { value, until: Date.now() + KEEP_MS })
  // A failed read is not kept: the next call tries again.
  value.catch(() => entries.delete(key))
  return value as Promise<Config['globals'][S]>
}

/**
 * A global's afterChange hook: the next read gets what was just saved. The hook runs inside the
 * save's transaction, so the kept values are forgotten once it has committed (at once without
 * one): a read by another request before that still sees, and keeps, the old ones.
 */
export const forgetCachedGlobal =
  (slug: CachedGlobal): GlobalAfterChangeHook =>
  async ({ req, doc }) => {
    await afterCommit(req.payload, req, async () => {
      const entries = entriesOf(req.payload)
      for (const key of entries.keys())
        if (key === slug || key.startsWith(`${slug}:`)) entries.delete(key)
    })
    return doc
  }
