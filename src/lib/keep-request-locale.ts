import type { PayloadRequest } from 'payload'

/**
 * Runs Local API reads that pass `req` (to stay in its transaction) in another locale than the
 * request's. Payload writes the locale it is asked for onto the `req` it is given, which would
 * change the language the rest of the request saves and reads in; it is put back afterwards.
 */
export async function keepRequestLocale<T>(req: PayloadRequest, run: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await run()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}
