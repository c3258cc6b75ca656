import { lifetimes } from '@/cache/lifetimes'

type Env = Record<string, string | undefined>

/** The nopCommerce backend's settings, from the environment (see the README). */
export function nopConfigFromEnv(env: Env = process.env) {
  const url = env.NOPCOMMERCE_URL
  if (!url) throw new Error('COMMERCE_BACKEND=nopcommerce needs NOPCOMMERCE_URL')
  const number = (value: string | undefined, fallback: number) =>
    value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback
  return {
    baseUrl: url,
    /** The longest one call to nopCommerce may take. */
    timeoutMs: number(env.NOPCOMMERCE_TIMEOUT_MS, 5000),
    /** How long cached catalog entries live before they are read again. */
    catalogCacheSeconds: number(env.NOPCOMMERCE_CATALOG_CACHE_SECONDS, lifetimes.remoteCatalog),
    /** The shared secret of nopCommerce's catalog-changed calls; none keeps the webhook closed. */
    webhookSecret: env.NOPCOMMERCE_WEBHOOK_SECRET ?? null,
  }
}

export type NopConfig = ReturnType<typeof nopConfigFromEnv>
