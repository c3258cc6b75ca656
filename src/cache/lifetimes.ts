/**
 * How long each cache of the shop keeps what it holds, in seconds. Expiring a tag
 * (src/cache/expiry.ts) ends the tagged entries sooner; a lifetime bounds what nothing expires.
 */
export const lifetimes = {
  /** The shop's own data in Next.js's data cache: changes expire their tags, the hour bounds a missed one. */
  data: 3600,
  /** Pages the same for everybody (`export const revalidate`, a literal Next.js reads from each page). */
  route: 3600,
  /** Mollie's enabled payment methods: nothing tells the shop when the owner changes them. */
  paymentMethods: 3600,
  /** A remote catalog (nopCommerce) changes unannounced without its webhook; NOPCOMMERCE_CATALOG_CACHE_SECONDS overrides. */
  remoteCatalog: 300,
  /** Page bytes the shop server keeps in front of Next.js (ADR 0011), bounding what an expiry misses. */
  shopServerPages: 10,
  /** Resized pictures, in browsers and the shop server (`images.minimumCacheTTL`, ADR 0040); a replaced picture gets a new address. */
  optimizedPictures: 4 * 3600,
  /** Redirects, indexing and common searches the proxy reads per process; no expiry reaches it. */
  siteRules: 10,
  /** Shop settings and calendar per process for carts and orders; other processes see a save after this. */
  globals: 5,
  /** Search suggestions in browsers' and proxies' HTTP caches: fresh, then served stale while asked again. */
  suggestions: { fresh: 60, stale: 300 },
} as const

export const inMilliseconds = (seconds: number): number => seconds * 1000
