import type { Block, CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { type Label, label } from '@/collections/labels'
import { fingerprint, isEmptyText, type TextSources } from '@/content/translation-sources'
import { translatedLocales } from '@/content/translation-status'
import { isLocale } from '@/i18n/locales'

/** One translatable text of a document: where it sits, and the labels of the fields above it. */
export type TranslatableText = { key: string; path: string; labels: Label[]; value: unknown }

const textTypes = new Set(['text', 'textarea', 'richText'])

const isLabel = (value: unknown): value is Label =>
  !!value && typeof value === 'object' && 'nl' in value && 'fr' in value && 'en' in value

/**
 * The words of a label as declared, or of the function the admin labels plugin makes of it
 * (`src/collections/admin-labels.ts`), asked in each language.
 */
export function labelWords(value: unknown): Label | undefined {
  if (isLabel(value)) return value
  if (typeof value !== 'function') return undefined
  const say = (language: keyof Label): unknown => {
    try {
      return value({ i18n: { language, fallbackLanguage: 'nl' }, t: (key: string) => key })
    } catch {
      return undefined
    }
  }
  const words = { nl: say('nl'), fr: say('fr'), en: say('en') }
  return Object.values(words).every((word) => typeof word === 'string')
    ? (words as Label)
    : undefined
}

const join = (prefix: string, segment: string) => (prefix ? `${prefix}.${segment}` : segment)

type Place = { path: string; key: string; labels: Label[] }

function* rows(
  value: unknown,
  at: Place,
  fieldsOf: (row: Record<string, unknown>) => Field[] | undefined,
): Generator<TranslatableText> {
  if (!Array.isArray(value)) return
  for (const [index, row] of value.entries()) {
    if (!row || typeof row !== 'object') continue
    const fields = fieldsOf(row as Record<string, unknown>)
    if (!fields) continue
    const id = (row as { id?: unknown }).id
    yield* localizedTexts(fields, row, {
      path: join(at.path, String(index)),
      key: join(
        at.key,
        typeof id === 'string' || typeof id === 'number' ? String(id) : String(index),
      ),
      labels: [...at.labels, label(`${index + 1}`, `${index + 1}`, `${index + 1}`)],
    })
  }
}

/**
 * The localized text, text area and rich text fields of `fields` that `data` holds, through
 * groups, rows, tabs, arrays and blocks. With `locale: 'all'` data a value is `{ nl, fr, en }`.
 */
export function* localizedTexts(
  fields: readonly Field[],
  data: unknown,
  at: Place = { path: '', key: '', labels: [] },
): Generator<TranslatableText> {
  if (!data || typeof data !== 'object') return
  const values = data as Record<string, unknown>
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' ? field.name : null
    const own = 'label' in field ? labelWords(field.label) : undefined
    const labels = own ? [...at.labels, own] : at.labels
    const inner = named
      ? { path: join(at.path, named), key: join(at.key, named), labels }
      : { ...at, labels }
    if (textTypes.has(field.type)) {
      if (named && 'localized' in field && field.localized && named in values)
        yield { ...inner, value: values[named] }
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabLabel = labelWords(tab.label)
        const tabLabels = tabLabel ? [...at.labels, tabLabel] : at.labels
        if ('name' in tab && tab.name)
          yield* localizedTexts(tab.fields, values[tab.name], {
            path: join(at.path, tab.name),
            key: join(at.key, tab.name),
            labels: tabLabels,
          })
        else yield* localizedTexts(tab.fields, data, { ...at, labels: tabLabels })
      }
    } else if ('localized' in field && field.localized) {
      // A whole group or list per language is not a text with a Dutch source.
      continue
    } else if (field.type === 'array' && named) {
      yield* rows(values[named], inner, () => field.fields)
    } else if (field.type === 'blocks' && named) {
      const blocks = (field.blocks ?? []) as Block[]
      yield* rows(values[named], inner, (row) => {
        const block = blocks.find(({ slug }) => slug === row.blockType)
        return block?.fields
      })
    } else if ('fields' in field) {
      yield* localizedTexts(field.fields, named ? values[named] : data, inner)
    }
  }
}

const sourceComponent = '@/components/admin/translation-source#TranslationSource'

/** `fields` with the Dutch source and the "changed since" mark under each localized text. */
export function withSourceBeside(fields: readonly Field[]): Field[] {
  return fields.map((field): Field => {
    if (textTypes.has(field.type) && 'localized' in field && field.localized) {
      const components = field.admin?.components as Record<string, unknown> | undefined
      const after = (components?.afterInput as unknown[] | undefined) ?? []
      return {
        ...field,
        admin: {
          ...field.admin,
          components: { ...components, afterInput: [...after, sourceComponent] },
        },
      } as Field
    }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withSourceBeside(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: ((field.blocks ?? []) as Block[]).map((block) => ({
          ...block,
          fields: withSourceBeside(block.fields),
        })),
      }
    if ('fields' in field && !('localized' in field && field.localized))
      return { ...field, fields: withSourceBeside(field.fields) } as Field
    return field
  })
}

type Doc = { translation?: { sources?: TextSources | null } | null } | undefined

/**
 * Keeps the fingerprints of the Dutch texts: a save in Dutch records today's, a save in French
 * or English records, for each text it changed, the Dutch one it was translated from.
 */
export const recordTextSources =
  (fields: readonly Field[]): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req }) => {
    const locale = req.locale
    if (!isLocale(locale)) return data
    const before = (originalDoc as Doc)?.translation?.sources ?? {}
    const sources: TextSources = {
      nl: { ...before.nl },
      ...Object.fromEntries(translatedLocales.map((code) => [code, { ...before[code] }])),
    }
    const dutch = sources.nl!
    const texts = [...localizedTexts(fields, data)]
    const earlier = new Map(
      [...localizedTexts(fields, originalDoc)].map(({ key, value }) => [key, value]),
    )
    if (locale === 'nl') {
      const saved = new Set(texts.map(({ key }) => key))
      const fieldsSaved = new Set(Object.keys(data))
      for (const key of Object.keys(dutch))
        if (fieldsSaved.has(key.split('.')[0]) && !saved.has(key)) delete dutch[key]
      const translation = ((originalDoc as Doc)?.translation ?? {}) as Record<string, unknown>
      for (const { key, value } of texts) {
        // A text from before fingerprints were kept: its translations, if saved, were made
        // from the Dutch as it was until this save.
        if (dutch[key] === undefined && !isEmptyText(earlier.get(key)))
          for (const code of translatedLocales)
            if (translation[`${code}SavedAt`] && sources[code]![key] === undefined)
              sources[code]![key] = fingerprint(earlier.get(key))
        if (isEmptyText(value)) delete dutch[key]
        else dutch[key] = fingerprint(value)
      }
    } else {
      const translated = sources[locale]!
      for (const { key, value } of texts) {
        if (isEmptyText(value) || dutch[key] === undefined) delete translated[key]
        else if (
          translated[key] === undefined ||
          fingerprint(value) !== fingerprint(earlier.get(key))
        )
          translated[key] = dutch[key]
      }
    }
    return { ...data, translation: { ...data.translation, sources } }
  }

/**
 * A content collection as translators work on it: each localized text shows its Dutch source,
 * and the fingerprints that tell which translations are older than their Dutch text are kept.
 * Put it around a collection that has `translationFields` and `stampTranslation`.
 */
export const translatable = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  fields: withSourceBeside(config.fields),
  hooks: {
    ...config.hooks,
    beforeChange: [...(config.hooks?.beforeChange ?? []), recordTextSources(config.fields)],
  },
})
