import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Locale } from '@/i18n/locales'

type Translations = Record<string, Record<Locale, string>>
const others = ['fr', 'en'] as const

/** Seeds run outside the web server: nothing to revalidate. */
export const seedContext = { skipRevalidation: true }

/**
 * Creates a document with its localized fields in Dutch, then adds the French and English
 * texts. `data` holds the fields that do not vary by language.
 */
export async function createLocalized<T extends CollectionSlug>(
  payload: Payload,
  collection: T,
  data: Record<string, unknown>,
  texts: Translations,
): Promise<number> {
  const inLocale = (locale: Locale) =>
    Object.fromEntries(Object.entries(texts).map(([field, value]) => [field, value[locale]]))
  const created = await payload.create({
    collection,
    locale: 'nl',
    data: { ...data, ...inLocale('nl') } as RequiredDataFromCollectionSlug<T>,
    context: seedContext,
  })
  for (const locale of others) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: {
        ...inLocale(locale),
        ...('_status' in data ? { _status: data._status } : {}),
        // Payload cannot relate a generic slug to its document type; the fields come from it.
      } as never,
      context: seedContext,
    })
  }
  return created.id as number
}
