import { type CollectionSlug, Forbidden, type PayloadRequest } from 'payload'

import { isAdmin } from '@/access/is-admin'
import type { Label } from '@/collections/labels'
import { localizedTexts } from '@/collections/translatable-texts'
import { isEmptyText, staleKeys, type TextSources } from '@/content/translation-sources'
import { translatedLocales, type TranslatedLocale } from '@/content/translation-status'

/** The collections whose texts translators work on. */
export const translatedCollections = [
  'products',
  'categories',
  'pages',
  'posts',
  'tests',
] as const satisfies readonly CollectionSlug[]

type Language = keyof Label

/** A document with texts left to translate into one language, fields named in the admin's. */
export type TranslationTask = {
  collection: (typeof translatedCollections)[number]
  id: number | string
  title: string
  locale: TranslatedLocale
  missing: string[]
  stale: string[]
}

type Doc = Record<string, unknown> & {
  id: number | string
  translation?: { sources?: TextSources | null } | null
}

const inLanguage = (value: unknown, language: Language): unknown =>
  value && typeof value === 'object' && language in value
    ? (value as Record<string, unknown>)[language]
    : undefined

/**
 * Per document and language, the texts a translator still has to do: missing (Dutch but no
 * translation) or stale (the Dutch text changed since the translation was saved). Latest
 * drafts count, as the translator edits them. Staff only.
 */
export async function translationWork(
  req: PayloadRequest,
  language: Language,
): Promise<TranslationTask[]> {
  if (!isAdmin({ req })) throw new Forbidden(req.t)
  const tasks: TranslationTask[] = []
  for (const collection of translatedCollections) {
    const { config } = req.payload.collections[collection]
    const { docs } = await req.payload.find({
      collection,
      locale: 'all',
      draft: Boolean(config.versions?.drafts),
      depth: 0,
      pagination: false,
      req,
    })
    const titleField = config.admin?.useAsTitle ?? 'id'
    for (const doc of docs as unknown as Doc[]) {
      const texts = [...localizedTexts(config.fields, doc)]
      const name = (text: (typeof texts)[number]) =>
        text.labels.map((label) => label[language]).join(' › ')
      for (const locale of translatedLocales) {
        const stale = new Set(staleKeys(doc.translation?.sources, locale))
        const missing = texts.filter(
          ({ value }) =>
            !isEmptyText(inLanguage(value, 'nl')) && isEmptyText(inLanguage(value, locale)),
        )
        const changed = texts.filter(
          (text) => stale.has(text.key) && !isEmptyText(inLanguage(text.value, locale)),
        )
        if (!missing.length && !changed.length) continue
        const title = inLanguage(doc[titleField], 'nl') ?? doc[titleField]
        tasks.push({
          collection,
          id: doc.id,
          title: typeof title === 'string' && title ? title : String(doc.id),
          locale,
          missing: missing.map(name),
          stale: changed.map(name),
        })
      }
    }
  }
  return tasks
}
